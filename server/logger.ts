import pino from "pino";
import { getConfig } from "./config.ts";

// The one logger of the server: JSON lines through pino. Every layer logs through it, so it lives
// beside config.ts rather than in http/ (domain code never imports from http/).
export const logger = pino({
  level: getConfig().NODE_ENV === "test" ? "warn" : getConfig().LOG_LEVEL,
  base: undefined,
  redact: ["req.headers.cookie", "req.headers.authorization", "*.password", "*.token"],
});
