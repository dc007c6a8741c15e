/**
 * The hosted FactLens site: the hub the desktop app publishes to and reads the public feed from,
 * and the project site the Help menu and the About box link to. A module of its own (no imports)
 * so Electron's main process can name it without loading the server code, which runs in the
 * server's own process.
 */
export const FACTLENS_HUB_URL = 'https://factlens.app';
