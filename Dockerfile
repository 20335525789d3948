# AgentV as a container: `docker run agentv eval …` for local runs and for CI systems other than GitHub's.
#
#   npm run bundle                     # the image holds only the bundle in dist/cli/, never node_modules
#   docker build -t agentv .
#   docker run --rm -v "$PWD:/work" -w /work --user "$(id -u):$(id -g)" --env-file .env agentv eval …
#
# NODE_IMAGE lets an offline machine swap the base for a local one with the same layout
# (see scripts/test-docker.sh); anything with `node` >= 22.13 on the PATH and a /bin/sh works.
ARG NODE_IMAGE=node:24-bookworm-slim
FROM ${NODE_IMAGE}

# Build args before FROM are out of scope after it; NODE_IMAGE is re-declared to label the base.
ARG NODE_IMAGE
ARG VERSION=0.0.0-dev
ARG REVISION=unknown
LABEL org.opencontainers.image.title="agentv" \
      org.opencontainers.image.description="Evaluation runner for AI agents and LLM prompts (agentv eval)" \
      org.opencontainers.image.version="${VERSION}" \
      org.opencontainers.image.revision="${REVISION}" \
      org.opencontainers.image.licenses="MIT" \
      org.opencontainers.image.base.name="${NODE_IMAGE}"

# HOME=/tmp: under `--user "$(id -u):$(id -g)"` the uid has no passwd entry and no home, and
# libraries that cache under ~ must not fail on an unwritable "/".
ENV NODE_ENV=production \
    HOME=/tmp \
    NO_UPDATE_NOTIFIER=1

# Only the ncc bundle: index.js, its chunks, licenses.txt, and the {"type": "module"} package.json
# that ncc writes beside them so Node loads the ESM bundle as a module.
COPY dist/cli/ /opt/agentv/cli/

# Files stay root-owned but must be readable by any --user (a host umask of 077 would break that);
# only entries lacking the bits are touched, so the usual case adds no second copy of the bundle.
# The `agentv` wrapper serves CI systems that run script lines in the image with a shell entrypoint
# (GitLab's `image:`, Jenkins, CircleCI). The last command fails the build, not the first user,
# when the bundle cannot start on this base image.
RUN find /opt/agentv \( \( -type d ! -perm -0555 \) -o \( -type f ! -perm -0444 \) \) -exec chmod a+rX {} + \
 && printf '#!/bin/sh\nexec node /opt/agentv/cli/index.js "$@"\n' > /usr/local/bin/agentv \
 && chmod 0755 /usr/local/bin/agentv \
 && agentv --help >/dev/null

# The project (eval files, targets.yaml, .env) is mounted here; results land under it.
WORKDIR /work

ENTRYPOINT ["node", "/opt/agentv/cli/index.js"]
CMD ["--help"]
