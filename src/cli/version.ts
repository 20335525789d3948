import packageJson from '../../package.json' with { type: 'json' };

/**
 * The package's version, read from package.json: the bundler inlines the one field, so the bundle
 * (the Docker image ships no package.json of ours) prints the version it was built from.
 */
export const VERSION: string = packageJson.version;
