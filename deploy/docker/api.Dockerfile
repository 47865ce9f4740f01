# The reference API. Build from the repository root:
#   docker build -f deploy/docker/api.Dockerfile -t condo-api .
# Run with a PostgreSQL server (DATABASE_URL) — or without one, on embedded Postgres in /data.
# NODE_ENV=production: it needs SMTP_URL (or it refuses to start) and, on an empty database, FIRST_ADMIN_EMAIL for the
# first super admin; it seeds no demo data and serves no /docs (README, "Running in production").
# The API draws mailed user reports with the report kit the reports area draws its pages with
# (@condo/report-kit/server, which reads @condo/shared), so both come along; report jobs and mailed reports render
# in Debian's chromium.
FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
# Chromium keeps its sandbox only where the container may make user namespaces (Docker's default seccomp profile
# refuses them): otherwise reports render without it and the API warns (api/README.md, Rendering).
RUN apt-get update && apt-get install -y --no-install-recommends chromium && rm -rf /var/lib/apt/lists/*
RUN npm install -g pnpm@12.21.0
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json ./
COPY scripts/ scripts/
COPY api/package.json api/
COPY report-kit/package.json report-kit/
COPY shared/package.json shared/
RUN pnpm install --frozen-lockfile --filter "@condo/api..." --filter smart-condo-management
COPY tsconfig.base.json ./
COPY shared/ shared/
COPY report-kit/ report-kit/
COPY api/ api/
# Behind a proxy, set TRUST_PROXY to the proxy's address or CIDR (compose.yaml does): the API then takes the client's
# address from the X-Forwarded-For that proxy sets. Never "true": any client could name its own address.
ENV HOST=0.0.0.0 PORT=4000 DATA_DIR=/data CHROMIUM_PATH=/usr/bin/chromium
VOLUME ["/data"]
EXPOSE 4000
USER node
CMD ["node", "--import", "tsx", "api/src/server.ts"]
