/**
 * The privacy feature's public module (see CONTRIBUTING.md 'Feature boundaries'): a performer's own
 * data export (`dataExports/{id}`), built by the `data-exports` job and downloaded once. No other
 * feature uses it yet.
 */
export { dataExportReadyTemplate } from './data-export-ready.mail';
