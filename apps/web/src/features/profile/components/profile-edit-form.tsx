import { AUTH_MESSAGES, USER_NAME_MAX } from '@tubesphere/shared/contract/auth';
import { BIO_MAX } from '@tubesphere/shared/contract/users';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { Avatar } from '../../../components/avatar.tsx';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { toast } from '../../../components/toast-store.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useUpdateMyProfile } from '../api/update-my-profile.ts';
import { useUploadAvatar } from '../api/upload-avatar.ts';
import styles from './profile-edit-form.module.css';

const t = ko.profile.edit;

interface Editable {
  user_name: string;
  bio: string | null;
  profile_image: string | null;
}

/** The first problem with the form, by the rules the server applies (signup's for the name). */
function problemOf(name: string, bio: string): string | null {
  if (!name.trim()) return AUTH_MESSAGES.usernameRequired;
  if (name.trim().length > USER_NAME_MAX) return AUTH_MESSAGES.usernameTooLong;
  if (bio.trim().length > BIO_MAX) return t.bioTooLong;
  return null;
}

/**
 * The owner's name, bio and picture. A picture goes through the site's upload (checked and
 * re-encoded there) and only its /uploads/ address is saved.
 */
export function ProfileEditForm({ user, onDone }: { user: Editable; onDone: () => void }) {
  const update = useUpdateMyProfile();
  const upload = useUploadAvatar();
  const [name, setName] = useState(user.user_name);
  const [bio, setBio] = useState(user.bio ?? '');
  const [image, setImage] = useState(user.profile_image);
  const [error, setError] = useState<string | null>(null);
  const ids = { name: useId(), bio: useId(), bioCounter: useId(), file: useId(), error: useId() };
  const busy = update.isPending || upload.isPending;

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    upload.mutate(file, {
      onSuccess: (stored) => setImage(stored.url),
      onError: (failure) => setError(t.uploadFailed(errorMessage(failure))),
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = problemOf(name, bio);
    setError(problem);
    if (problem || busy) return;
    update.mutate(
      { user_name: name, bio, profile_image: image },
      {
        onSuccess: () => {
          toast.success(t.saved, 2000);
          onDone();
        },
        onError: (failure) => setError(errorMessage(failure) || t.saveFailed),
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${ids.name}-heading`}>
      <h2 id={`${ids.name}-heading`} className={styles.heading}>
        {t.heading}
      </h2>
      <div className={styles.avatarRow}>
        <Avatar name={name || user.user_name} src={image} size={72} />
        <div className={styles.avatarActions}>
          <span className={styles.label}>{t.avatar}</span>
          <div className={styles.buttons}>
            <label htmlFor={ids.file} className={styles.fileButton} aria-disabled={busy}>
              {upload.isPending ? t.uploading : t.chooseAvatar}
            </label>
            <input
              id={ids.file}
              className="visually-hidden"
              type="file"
              accept="image/*"
              disabled={busy}
              onChange={onFile}
            />
            {image && (
              <Button variant="ghost" size="small" onClick={() => setImage(null)} disabled={busy}>
                {t.removeAvatar}
              </Button>
            )}
            {upload.isPending && <Spinner inline />}
          </div>
        </div>
      </div>
      <div className={styles.field}>
        <label htmlFor={ids.name} className={styles.label}>
          {t.name}
        </label>
        <input
          id={ids.name}
          className={styles.input}
          value={name}
          autoComplete="nickname"
          maxLength={USER_NAME_MAX + 10}
          aria-invalid={
            error === AUTH_MESSAGES.usernameRequired || error === AUTH_MESSAGES.usernameTooLong || undefined
          }
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={ids.bio} className={styles.label}>
          {t.bio}
        </label>
        <textarea
          id={ids.bio}
          className={styles.textarea}
          value={bio}
          rows={3}
          placeholder={t.bioPlaceholder}
          aria-describedby={ids.bioCounter}
          aria-invalid={error === t.bioTooLong || undefined}
          onChange={(event) => setBio(event.target.value)}
        />
        <span id={ids.bioCounter} className={`${styles.counter} ${bio.trim().length > BIO_MAX ? styles.over : ''}`}>
          {t.counter(bio.trim().length, BIO_MAX)}
        </span>
      </div>
      {error && (
        <p id={ids.error} className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onDone} disabled={update.isPending}>
          {t.cancel}
        </Button>
        <Button type="submit" disabled={busy}>
          {update.isPending ? t.saving : t.save}
        </Button>
      </div>
    </form>
  );
}
