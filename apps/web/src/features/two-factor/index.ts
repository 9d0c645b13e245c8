// 2단계 인증's settings hooks and the admin area's gate: a feature of its own, not the sign-in
// feature every page loads, since only the settings page and the admin area use them.
export {
  useTwoFactorDisable,
  useTwoFactorEnable,
  useTwoFactorSetup,
  useTwoFactorStatus,
} from './api/two-factor.ts';
export { AdminTwoFactorGate } from './components/admin-two-factor-gate.tsx';
