# syntax=docker/dockerfile:1
# TubeSphere: the compiled server and the built web app, run as an unprivileged user.
#   docker build -t tubesphere .
#   docker run -p 3000:3000 -v tubesphere-data:/data tubesphere
# Several replicas with PostgreSQL behind a reverse proxy: compose.yaml (README "Scaling out").
# Why this shape: docs/decisions/067-container.md.

# Pinned by digest (the multi-arch index of node:22-bookworm-slim, Node 22.23.3): a rebuild gets the
# same base, and a changed upstream tag cannot slip in. Bump tag and digest together; how to find the
# current digest: docs/decisions/285-node-22.md.
ARG NODE_IMAGE=node:22-bookworm-slim@sha256:43ac6c60b8f89723f746e8a92ce91abd5017e627ce1ddfe4238355d3a30b772c

# --- build: every dependency, then `npm run build` (web app + server bundle) ---
FROM ${NODE_IMAGE} AS build
# better-sqlite3 and sharp install prebuilt binaries; the compilers are there for when none fits.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
RUN npm ci --no-audit --no-fund
COPY . .
RUN node scripts/build.mjs --force

# --- the server's runtime dependencies only: no vite, esbuild, tsx or test tools, and none of the
# web app's packages (React, fonts…), which are built into apps/web/dist ---
FROM ${NODE_IMAGE} AS deps
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
RUN npm ci --omit=dev --workspace=@tubesphere/server --no-audit --no-fund && npm cache clean --force

# --- runtime: node, the runtime dependencies and the two build outputs ---
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# package.json files and node_modules folders (npm nests a few packages under apps/*).
COPY --from=deps /app ./
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/web/dist ./apps/web/dist
# The image's files belong to root and cannot be changed by the server. /data (SQLite, backups)
# and /uploads (compose mounts a volume shared by the replicas there) belong to the server's user;
# a new volume takes over that ownership.
RUN mkdir -p /data /uploads && chown node:node /data /uploads
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/api/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "apps/server/dist/main.js"]
