# The development OpenID provider (deploy/dev-idp/) as a container image.
# NOT FOR PRODUCTION: its demo passwords are public (see deploy/dev-idp/README.md).
#
#   docker build -f deploy/docker/dev-idp.Dockerfile -t rate-review/dev-idp .
#
# Runs as the image's `node` user (uid 1000) on port 8083 (PORT). Its signing key is created on
# first start in DEV_IDP_KEY_FILE, under /data/dev-idp: mount a volume there to keep issued tokens
# valid across restarts; nothing else is written, so the root filesystem may be read-only.
# The issuer (DEV_IDP_ISSUER) and redirect URIs are set by docker-compose.yml.

FROM node:20-slim
WORKDIR /app
COPY deploy/dev-idp/package.json deploy/dev-idp/package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund --loglevel=error \
    && npm cache clean --force
COPY deploy/dev-idp/*.mjs ./
RUN mkdir -p /data/dev-idp \
    && chown node:node /data/dev-idp \
    && chmod 700 /data/dev-idp
ENV DEV_IDP_HOST=0.0.0.0 \
    PORT=8083 \
    DEV_IDP_KEY_FILE=/data/dev-idp/jwks.json
USER node
EXPOSE 8083
CMD ["node", "/app/server.mjs"]
