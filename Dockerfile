# Production image: build once, run the compiled server with DATABASE_URL (see docker-compose.yml).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=4000 DATA_DIR=/app/.data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/server/dist ./server/dist
COPY --from=build /app/web/dist ./web/dist
# The public pages' server entry (bundled: it needs nothing from node_modules).
COPY --from=build /app/web/dist-ssr ./web/dist-ssr
# The app runs as `node`: its data directory (mail and SMS files, dev keys) must be its own.
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:4000/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "server/dist/main.js"]
