/** Settings → Notifications (ARCHITECTURE 9.3): time zone, channels for new episodes, how early, the digest. */
import { useState, type FormEvent } from 'react';
import { DIGESTS, LEAD_HOURS, type Digest, type NotificationSettings, type NotificationSettingsBody } from '@klama/contract';
import { useTranslation } from '../../i18n/react';
import { useErrorText } from '../../api/error-text';
import { ApiError } from '../../api/request';
import { useNotificationSettings, useSaveNotificationSettings, useTestNotification } from '../../api/notifications';
import { Button, Checkbox, Field, Select } from '../../components/FormControls';
import { notificationsNamespace } from '../../i18n/messages/en/notifications';
import './notifications.css';

/** The browser's own zone: what a first save sends. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** Every zone this browser knows, with `current` first in line if it knows fewer. */
function timeZones(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(current) ? known : [current, ...known];
}

const LEAD_CHOICES = [0, 1, 2, 3, 6, 12, 24, LEAD_HOURS.max];
const DIGEST_LABEL = { off: 'settings.digestOff', daily: 'settings.digestDaily', weekly: 'settings.digestWeekly' } as const;
const CHANNELS = ['inApp', 'push', 'email'] as const;

export function NotificationSettingsSection() {
  const { t } = useTranslation(notificationsNamespace);
  const settings = useNotificationSettings();
  return (
    <section className="settings-section" aria-labelledby="notifications-heading">
      <h2 id="notifications-heading">{t('settings.heading')}</h2>
      <p className="field__hint">{t('settings.intro')}</p>
      {settings.data && <SettingsForm saved={settings.data} />}
    </section>
  );
}

function SettingsForm({ saved }: { saved: NotificationSettings }) {
  const { t } = useTranslation(notificationsNamespace);
  const save = useSaveNotificationSettings();
  const errorText = useErrorText();
  const [form, setForm] = useState<NotificationSettingsBody>(() => ({
    timeZone: saved.timeZone ?? browserTimeZone(),
    newEpisodes: saved.newEpisodes,
    leadHours: saved.leadHours,
    digest: saved.digest,
  }));
  const change = (patch: Partial<NotificationSettingsBody>) => {
    save.reset();
    setForm((f) => ({ ...f, ...patch }));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(form);
  };
  const zoneProblem = save.error instanceof ApiError ? save.error.errors.find((e) => e.path === 'body.timeZone') : undefined;
  const zoneError = zoneProblem ? errorText.text(zoneProblem.message, zoneProblem.code) : undefined;
  const leads = LEAD_CHOICES.includes(form.leadHours) ? LEAD_CHOICES : [...LEAD_CHOICES, form.leadHours].sort((a, b) => a - b);
  return (
    <form className="notification-settings" onSubmit={submit} noValidate>
      <Field id="notification-time-zone" label={t('settings.timeZone')} hint={t('settings.timeZoneHelp')} error={zoneError}>
        {({ describedBy, invalid }) => (
          <Select
            id="notification-time-zone"
            value={form.timeZone}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            onChange={(e) => change({ timeZone: e.currentTarget.value })}
          >
            {timeZones(form.timeZone).map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <fieldset className="notification-settings__channels">
        <legend>{t('settings.channels')}</legend>
        {CHANNELS.map((channel) => (
          <label key={channel} className="notification-settings__check">
            <Checkbox
              checked={form.newEpisodes[channel]}
              onChange={(e) => change({ newEpisodes: { ...form.newEpisodes, [channel]: e.currentTarget.checked } })}
            />
            <span>{t(`settings.${channel}`)}</span>
          </label>
        ))}
        <p className="field__hint">{t('settings.emailHelp')}</p>
        <PushOnThisDevice />
      </fieldset>
      <Field id="notification-lead" label={t('settings.lead')}>
        {() => (
          <Select id="notification-lead" value={form.leadHours} onChange={(e) => change({ leadHours: Number(e.currentTarget.value) })}>
            {leads.map((hours) => (
              <option key={hours} value={hours}>
                {hours === 0 ? t('settings.leadAtAirTime') : t('settings.leadHours', { count: hours })}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field id="notification-digest" label={t('settings.digest')} hint={t('settings.digestHelp')}>
        {({ describedBy }) => (
          <Select
            id="notification-digest"
            value={form.digest}
            aria-describedby={describedBy}
            onChange={(e) => change({ digest: e.currentTarget.value as Digest })}
          >
            {DIGESTS.map((digest) => (
              <option key={digest} value={digest}>
                {t(DIGEST_LABEL[digest])}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <div className="notification-settings__actions">
        <Button type="submit" variant="primary" disabled={save.isPending}>
          {save.isPending ? t('settings.saving') : t('settings.save')}
        </Button>
        <p role="status" className="notification-settings__status">
          {save.isSuccess ? t('settings.saved') : ''}
        </p>
      </div>
      {save.isError && !zoneError && (
        <p className="message message--error" role="alert">
          {errorText.detailed(save.error)}
        </p>
      )}
      <TestNotification />
    </form>
  );
}

const DEVICE_RESULT = {
  on: 'settings.pushDeviceOn',
  unsupported: 'settings.pushDeviceUnsupported',
  denied: 'settings.pushDeviceDenied',
} as const;

/** Subscribes this browser; the code that does it is loaded on the press (it needs a service worker). */
function PushOnThisDevice() {
  const { t } = useTranslation(notificationsNamespace);
  const errorText = useErrorText();
  const [state, setState] = useState<{ busy: boolean; result?: keyof typeof DEVICE_RESULT; error?: unknown }>({ busy: false });
  const turnOn = async () => {
    setState({ busy: true });
    try {
      const { subscribeThisDevice } = await import('./push-device');
      setState({ busy: false, result: await subscribeThisDevice() });
    } catch (error) {
      setState({ busy: false, error });
    }
  };
  return (
    <div className="notification-settings__device">
      <Button type="button" onClick={() => void turnOn()} disabled={state.busy}>
        {t('settings.pushDevice')}
      </Button>
      <p role="status" className="field__hint">
        {state.result ? t(DEVICE_RESULT[state.result]) : ''}
      </p>
      {state.error !== undefined && (
        <p className="message message--error" role="alert">
          {errorText.detailed(state.error)}
        </p>
      )}
    </div>
  );
}

/** "Send a test notification" on the saved settings' channels. */
function TestNotification() {
  const { t } = useTranslation(notificationsNamespace);
  const errorText = useErrorText();
  const test = useTestNotification();
  const channels = test.data?.channels;
  return (
    <div className="notification-settings__test">
      <Button type="button" onClick={() => test.mutate()} disabled={test.isPending}>
        {t('settings.test')}
      </Button>
      <p role="status" className="field__hint">
        {channels
          ? channels.length
            ? t('settings.testSent', { channels: channels.map((c) => t(`settings.testChannels.${c}`)).join(', ') })
            : t('settings.testNone')
          : ''}
      </p>
      {test.isError && (
        <p className="message message--error" role="alert">
          {errorText.detailed(test.error)}
        </p>
      )}
    </div>
  );
}
