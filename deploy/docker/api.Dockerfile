# The reference API. Build from the repository root:
#   docker build -f deploy/docker/api.Dockerfile -t condo-api .
# Run with a PostgreSQL server (DATABASE_URL) — or without one, on embedded Postgres in /data.
FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
RUN npm install -g pnpm@12.21.0
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json ./
COPY scripts/ scripts/
COPY api/package.json api/
RUN pnpm install --frozen-lockfile --filter @condo/api --filter smart-condo-management
COPY tsconfig.base.json ./
COPY api/ api/
ENV HOST=0.0.0.0 PORT=4000 DATA_DIR=/data TRUST_PROXY=true
VOLUME ["/data"]
EXPOSE 4000
USER node
CMD ["node", "--import", "tsx", "api/src/server.ts"]
