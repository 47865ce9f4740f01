# The reference API. Build from the repository root:
#   docker build -f deploy/docker/api.Dockerfile -t condo-api .
# Run with a PostgreSQL server (DATABASE_URL) — or without one, on embedded Postgres in /data.
# NODE_ENV=production: it needs SMTP_URL (or it refuses to start) and, on an empty database, FIRST_ADMIN_EMAIL for the
# first super admin; it seeds no demo data and serves no /docs (README, "Running in production").
# deploy/docker/images.test.mjs replays these steps in `npm test` (no container engine needed): change them together.

# Compiles the API to plain JavaScript (scripts/build-api.mjs): the report kit it draws mailed user reports with, and
# @condo/shared that the kit reads, are compiled in; no TypeScript runs in the image.
FROM node:24-bookworm-slim AS build
WORKDIR /app
RUN npm install -g pnpm@12.21.0
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json ./
COPY scripts/ scripts/
COPY api/package.json api/
COPY report-kit/package.json report-kit/
COPY shared/package.json shared/
RUN pnpm install --frozen-lockfile --filter "@condo/api..." --filter smart-condo-management
COPY shared/ shared/
COPY report-kit/ report-kit/
COPY api/ api/
RUN node scripts/build-api.mjs

# What runs: the compiled API, its migrations, the API's own production dependencies, and Debian's chromium that
# report jobs and mailed reports render in.
FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
# Chromium keeps its sandbox only where the container may make user namespaces (Docker's default seccomp profile
# refuses them): otherwise reports render without it and the API warns (api/README.md, Rendering).
RUN apt-get update && apt-get install -y --no-install-recommends chromium && rm -rf /var/lib/apt/lists/*
RUN npm install -g pnpm@12.21.0
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json ./
COPY api/package.json api/
COPY report-kit/package.json report-kit/
COPY shared/package.json shared/
RUN pnpm install --frozen-lockfile --prod --filter @condo/api
COPY api/drizzle/ api/drizzle/
COPY api/src/report-jobs/chromium-unprivileged.sh api/src/report-jobs/
COPY --from=build /app/api/dist/ api/dist/
# Behind a proxy, set TRUST_PROXY to the proxy's address or CIDR (compose.yaml does): the API then takes the client's
# address from the X-Forwarded-For that proxy sets. Never "true": any client could name its own address.
ENV HOST=0.0.0.0 PORT=4000 DATA_DIR=/data CHROMIUM_PATH=/usr/bin/chromium
# glibc's malloc keeps to fixed thresholds: ~80 MB less resident for the API (scripts/stack.mjs, SMALL_MALLOC).
ENV MALLOC_MMAP_THRESHOLD_=131072 MALLOC_TRIM_THRESHOLD_=131072
# /data is the node user's in the image: a new named volume takes its owner from there (Docker; podman chowns an empty
# volume to the container's user), or it is root's and the API cannot write its keys.
RUN mkdir /data && chown node:node /data
VOLUME ["/data"]
EXPOSE 4000
USER node
CMD ["node", "api/dist/server.mjs"]
