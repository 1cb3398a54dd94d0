export { DisputesScreen } from './disputes-screen';
export { DisputeCaseScreen } from './dispute-case-screen';
export { DisputeSettingsScreen } from './settings-screen';
