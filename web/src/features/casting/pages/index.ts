export { default as BookingModePage } from './booking-mode-page';
export { default as DayPage } from './day-page';
export { default as ExplorerPage } from './explorer-page';
export { default as WizardPage } from './wizard-page';
