# The shop's image: API (default command) and projector (`node server/dist/projector.js`).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY contracts/package.json contracts/
COPY projections/package.json projections/
COPY server/package.json server/
COPY client/package.json client/
COPY test/package.json test/
RUN npm ci
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app /app
USER node
EXPOSE 3000
CMD ["node", "server/dist/main.js"]
