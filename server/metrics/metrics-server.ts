import { createServer, type Server } from "node:http";
import { logger } from "../logger.ts";
import { collectProcessMetrics, registry } from "./metrics.ts";

// The metrics answer on a port of its own (METRICS_PORT), for a scraper on the private network:
// the public port never serves them. Anything but GET /metrics is a 404.

export function startMetricsServer(port: number, host: string): Promise<Server> {
  collectProcessMetrics();
  const server = createServer((req, res) => {
    if (req.method !== "GET" || req.url?.split("?")[0] !== "/metrics") {
      res.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (body) => {
        res.writeHead(200, { "Content-Type": registry.contentType, "Cache-Control": "no-store" });
        res.end(body);
      },
      (err: unknown) => {
        logger.error({ err }, "could not collect metrics");
        res.writeHead(500).end();
      },
    );
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      const address = server.address();
      const bound = typeof address === "object" && address ? address.port : port;
      logger.info({ port: bound }, "metrics served on their own port");
      resolve(server);
    });
  });
}
