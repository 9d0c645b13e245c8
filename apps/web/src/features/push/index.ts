// Web push: the settings page's section (this device's permission and the devices list). The
// service worker's side is apps/web/public/push-sw.js.

import { lazyNamed, suspended } from '../../lib/lazy-component.ts';

const LazyPushSettings = lazyNamed(() =>
  import('./components/push-settings.tsx').then((module) => module.PushSettings),
);
export const PushSettings = (props: { userId: string }) => suspended(LazyPushSettings, props);

/** Log-out's first step: this browser stops taking pushes (loaded only when someone logs out). */
export const forgetThisDevice = (): Promise<void> =>
  import('./utils/forget-device.ts').then((module) => module.forgetThisDevice()).catch(() => undefined);
