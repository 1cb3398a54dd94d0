export { ProtectionScreen } from './protection-screen';
