# Sprout's production image: one Node 24 process serving the parents' app, the staff console and the
# API on port 8080. Build:  docker build -t sprout .     Run: compose.yaml, or docs/DEPLOY.md.
#
# scripts/test-production-install.mjs runs the runtime stage's steps below without a container (it
# reads this file: the COPY lines, the `npm ...` RUN lines, ENV, CMD and HEALTHCHECK), so keep each
# instruction on its own line and CMD in JSON form.

# ---- build: the two front ends (Vite), with the whole dev toolchain ----------------------------------
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/patient-web/package.json apps/patient-web/
COPY apps/console-web/package.json apps/console-web/
COPY packages/contract/package.json packages/contract/
COPY packages/domain/package.json packages/domain/
COPY packages/growth-reference/package.json packages/growth-reference/
COPY packages/client-core/package.json packages/client-core/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
# The software bill of materials of the production tree (CycloneDX), shipped with the image.
RUN npm run sbom

# ---- runtime: production dependencies only, the built front ends, a non-root user ------------------
FROM node:24-bookworm-slim AS runtime
# pg_dump and pg_restore (Debian 12: PostgreSQL 15, as compose.yaml runs) for the backup the server
# takes before it applies new migrations, and for `npm run backup` on PostgreSQL.
RUN apt-get update && apt-get install -y --no-install-recommends postgresql-client && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 SQLITE_PATH=/var/lib/sprout/sprout.db STORAGE_DIR=/var/lib/sprout/uploads BACKUP_DIR=/var/lib/sprout/backups
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY packages/contract/package.json packages/contract/
COPY packages/domain/package.json packages/domain/
COPY packages/growth-reference/package.json packages/growth-reference/
COPY packages/client-core/package.json packages/client-core/
RUN npm ci --omit=dev --workspace apps/api --no-audit --no-fund && npm cache clean --force
COPY apps/api/src apps/api/src
COPY packages packages
COPY --from=build /app/apps/patient-web/dist apps/patient-web/dist
COPY --from=build /app/apps/console-web/dist apps/console-web/dist
COPY --from=build /app/sbom.cdx.json sbom.cdx.json
COPY LICENSE THIRD-PARTY-NOTICES.md ./
COPY LICENSES LICENSES
RUN mkdir -p /var/lib/sprout && chown node:node /var/lib/sprout
USER node
VOLUME /var/lib/sprout
EXPOSE 8080
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The server's V8 flags are scripts/lib/server-flags.mjs's (the production-install test checks they match).
CMD ["node", "--max-semi-space-size=4", "apps/api/src/server.ts"]
