import { formatDate } from '@tubesphere/shared/domain/format';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { toast } from '../../../components/toast-store.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { getPublicKey, saveSubscription, useDevices, useRemoveDevice } from '../api/push.ts';
import { base64url, currentSubscription, deviceName, keyBytes, pushSupported } from '../utils/browser-push.ts';
import styles from './push-settings.module.css';

const t = ko.push;

/**
 * This device's push (asks the browser's permission, subscribes with the site's VAPID key and
 * tells the server) and every device of the member that receives pushes, each removable.
 */
export function PushSettings({ userId }: { userId: string }) {
  const supported = pushSupported();
  const devices = useDevices(userId);
  const remove = useRemoveDevice(userId);
  const [mine, setMine] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [permission, setPermission] = useState(() => (supported ? Notification.permission : 'default'));

  useEffect(() => {
    if (!supported) return;
    void currentSubscription().then(
      (subscription) => setMine(subscription?.endpoint ?? null),
      () => setMine(null),
    );
  }, [supported]);

  const enable = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await Notification.requestPermission();
      setPermission(answer);
      if (answer !== 'granted') return;
      const registration = await navigator.serviceWorker.ready;
      const { publicKey } = await getPublicKey();
      const subscription =
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: keyBytes(publicKey),
        }));
      await saveSubscription({
        endpoint: subscription.endpoint,
        keys: { p256dh: base64url(subscription.getKey('p256dh')), auth: base64url(subscription.getKey('auth')) },
      });
      setMine(subscription.endpoint);
      await devices.refetch();
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? errorMessage(caught) : t.enableFailed);
    } finally {
      setBusy(false);
    }
  };

  const removeDevice = (endpoint: string) =>
    remove.mutate(endpoint, {
      onSuccess: async () => {
        toast.success(t.removed);
        if (endpoint === mine) {
          await (await currentSubscription())?.unsubscribe().catch(() => false);
          setMine(null);
        }
      },
      onError: (caught) => toast.error(errorMessage(caught)),
    });

  const registered = mine !== null && (devices.data ?? []).some((device) => device.endpoint === mine);

  return (
    <div className={styles.push}>
      {!supported ? (
        <p className={styles.note}>{t.unsupported}</p>
      ) : permission === 'denied' ? (
        <p className={styles.note} role="status">
          {t.denied}
        </p>
      ) : (
        <div className={styles.thisDevice}>
          <p className={styles.state} role="status">
            {registered ? t.thisDeviceOn : t.thisDeviceOff}
          </p>
          {registered && mine ? (
            <Button variant="secondary" onClick={() => removeDevice(mine)} disabled={remove.isPending}>
              {t.disable}
            </Button>
          ) : (
            <Button onClick={() => void enable()} disabled={busy}>
              {busy ? t.enabling : t.enable}
            </Button>
          )}
        </div>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <h3 className={styles.devicesTitle}>{t.devicesTitle}</h3>
      {devices.isPending ? (
        <Spinner label={t.devicesLoading} />
      ) : devices.isError ? (
        <ErrorPanel
          title={t.devicesFailed}
          message={errorMessage(devices.error)}
          onRetry={() => void devices.refetch()}
        />
      ) : devices.data.length === 0 ? (
        <p className={styles.note}>{t.noDevices}</p>
      ) : (
        <ul className={styles.devices}>
          {devices.data.map((device) => {
            const name = deviceName(device.userAgent) ?? t.unknownDevice;
            return (
              <li key={device.endpoint} className={styles.device}>
                <div className={styles.deviceText}>
                  <span className={styles.deviceName}>
                    {name}
                    {device.endpoint === mine && <span className={styles.tag}>{t.thisDevice}</span>}
                  </span>
                  <span className={styles.deviceMeta}>
                    {t.since(formatDate(device.createdAt))}
                    {device.lastSuccessAt && ` · ${t.lastPush(formatDate(device.lastSuccessAt))}`}
                  </span>
                </div>
                <Button
                  variant="ghost"
                  size="small"
                  onClick={() => removeDevice(device.endpoint)}
                  disabled={remove.isPending}
                  aria-label={t.removeLabel(name)}
                >
                  {t.remove}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
