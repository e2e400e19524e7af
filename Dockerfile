# The site's container image (README "Running in production"), on Node.js 24 LTS. Two stages:
# dependencies and the build; the result runs from Next.js's standalone output (only the modules
# the server uses) as a non-root user. Migrations run as the server boots, as without containers.
# `npm run test:container` builds and exercises it (ADR 0025).
#
#   docker build -t eurotalc-site .
#   docker compose up      (compose.yaml: two instances, PostgreSQL, Redis, S3, nginx)

ARG NODE_VERSION=24.21.0

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
# Install scripts stay off, as in development (no package downloads anything at install). This
# layer is reused while the lockfile is unchanged.
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
# No build cache to keep in an image. NEXT_BUILD_TYPECHECK=off skips the build's own type check
# where it has just been done on the same tree (npm test, then the container test: --build-arg).
ARG NEXT_BUILD_TYPECHECK=
RUN NEXT_BUILD_CACHE=off npx next build && node scripts/build-server.mjs

FROM node:${NODE_VERSION}-bookworm-slim AS run
WORKDIR /app
# MALLOC_ARENA_MAX: two glibc arenas, as every server process starts (scripts/build-server.mjs
# serverProcessEnv, ADR 0032).
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    APP_ENV=production \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    DATA_DIR=/data \
    MALLOC_ARENA_MAX=2
# postgresql-client: `npm run backup` / `restore` (pg_dump, pg_restore) inside the container.
RUN apt-get update \
 && apt-get install -y --no-install-recommends postgresql-client \
 && rm -rf /var/lib/apt/lists/* \
 && groupadd --system --gid 1001 site \
 && useradd --system --uid 1001 --gid site --home /app site \
 && mkdir -p /data && chown site:site /data
# The standalone server tree, the static assets it does not copy, and the production server
# (server/*.ts compiled into dist/server.mjs: the client address from the socket, the
# shared-cache policy, SIGTERM, compression (traced into the standalone tree by next.config.ts),
# scripts after the paint). The page cache handler, which Next.js loads as it is, imports the
# process bridge and the metrics sink.
COPY --from=build --chown=site:site /app/.next/standalone ./
COPY --from=build --chown=site:site /app/.next/static ./.next/static
COPY --from=build --chown=site:site /app/public ./public
COPY --from=build --chown=site:site /app/scripts ./scripts
COPY --from=build --chown=site:site /app/dist ./dist
COPY --from=build --chown=site:site /app/src/lib/metrics-sink.mjs /app/src/lib/process-bridge.mjs ./src/lib/
COPY --from=build --chown=site:site /app/messages ./messages
# The demo content, read only when APP_ENV=demo seeds an empty database.
COPY --from=build --chown=site:site /app/src/seed/content ./src/seed/content
COPY --from=build --chown=site:site /app/deploy ./deploy
USER site
VOLUME ["/data"]
EXPOSE 3000
# Ready: the database answers with every migration of this build, and Redis where configured
# (GET /api/ready; /api/health is liveness only). compose starts the second instance on it.
HEALTHCHECK --interval=10s --timeout=3s --start-period=120s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM reaches Node directly (exec form): it stops taking requests, finishes the ones under
# way and the outbox run, then exits.
CMD ["node", "dist/server.mjs"]
