# The site as one container image (docs/deployment.md, "Containers"). Configuration comes only from
# the environment (README, "Configuration"); the embedded database, uploads and the generated
# secret live in the DATA_DIR volume unless DATABASE_URL and S3_* point elsewhere.
#   podman build -t agency-site .      (or docker build)
#   npm run test:container             (builds it, runs it against PostgreSQL, checks it)

# Build: every dependency, then the production build.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Runtime: production dependencies only. Node comes from the image: --ignore-scripts leaves the
# `node` package (the Node 24 that npm scripts use on a machine with an older Node) uninstalled,
# and the server is started with the image's own node, not through npm. Better Auth and React
# Router name build tools as peers (vitest, vite, drizzle-kit, typescript and their compilers,
# about 120 MB), which npm installs with them; a running server never loads them, so they go
# (npm run test:container proves the image serves without them).
FROM node:24-bookworm-slim
# MALLOC_ARENA_MAX=2: libvips's threads each grew their own glibc malloc arena while decoding
# images and never gave it back, leaving the process gigabytes large (ADR 149).
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data MALLOC_ARENA_MAX=2
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force \
  && cd node_modules && rm -rf node vitest @vitest vite drizzle-kit typescript @typescript \
    esbuild @esbuild @esbuild-kit rolldown @rolldown lightningcss* @types
# The server runs from its TypeScript sources (Node strips the types) beside the built pages.
COPY server.js ./
COPY server ./server
COPY app ./app
COPY drizzle ./drizzle
COPY scripts ./scripts
COPY --from=build /app/build ./build
# DATA_DIR must be the server user's alone (ADR 0066). /backups: where compose.yaml's backup job
# writes (a fresh volume takes this folder's owner).
RUN mkdir -m 700 /data /backups && chown node:node /data /backups
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server.js"]
