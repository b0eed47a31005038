# syntax=docker/dockerfile:1
# The storefront in production: `docker compose up` (compose.yaml), or this image alone
# with NODE_ENV=production DEMO=false and the keys in .env.example (README "Deploying").

# Runtime packages only.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

# The content-hashed client bundle and the server bundled for plain node.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
ENV NODE_ENV=production DEMO=false PORT=3000
# Two allocator arenas for the whole process, and freed memory given back (server/node-flags.ts).
ENV MALLOC_ARENA_MAX=2
ENV MALLOC_TRIM_THRESHOLD_=131072
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
COPY schemas ./schemas
COPY domain ./domain
COPY renderer ./renderer
COPY block-registry ./block-registry
COPY server ./server
COPY fixtures ./fixtures
USER node
EXPOSE 3000
# Ready means the database answers and every migration has run.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM finishes the requests in flight, then stops (at most 10 s).
STOPSIGNAL SIGTERM
# V8 collects sooner than it would by itself, and keeps WebAssembly on its baseline compiler (server/node-flags.ts).
CMD ["node", "--max-semi-space-size=8", "--heap-growing-percent=30", "--liftoff-only", "dist/server/main.mjs"]
