# The static console: the host shell, the remote registry and the environment manifests behind nginx, which also
# proxies the API at /gateway/. Build from the repository root:
#   docker build -f deploy/docker/web.Dockerfile -t condo-web .
# In production the registry and environments are usually a volume or an object-store sync, so a team can
# publish a remote and ops can switch versions without rebuilding this image (see README.md).
FROM node:24-bookworm-slim AS build
WORKDIR /src
RUN npm install -g pnpm@12.21.0
COPY . .
RUN pnpm install --frozen-lockfile && node scripts/build.mjs --force

FROM nginx:1.27-bookworm
COPY --from=build /src/host/dist /srv/console/host
COPY --from=build /src/deploy/registry /srv/console/registry
COPY --from=build /src/deploy/environments /srv/console/environments
COPY deploy/nginx/console.conf.template deploy/nginx/render.mjs /srv/console/nginx/
# render.mjs imports ../web/security-headers.mjs, and needs a Node.js of the project's line (Debian's is 18): the
# build stage's binary (both stages are Debian bookworm).
COPY deploy/web/security-headers.mjs /srv/console/web/
COPY --from=build /usr/local/bin/node /usr/local/bin/node
ENV ENVIRONMENT_FILE=/srv/console/environments/production.json API_UPSTREAM=http://api:4000
EXPOSE 8080
CMD ["sh", "-c", "node /srv/console/nginx/render.mjs 0.0.0.0:8080 /var/run/condo-nginx && exec nginx -c /var/run/condo-nginx/nginx.conf -g 'daemon off;'"]
