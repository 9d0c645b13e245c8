import { SPHERE_DESCRIPTION_MAX, SPHERE_ICON_MAX } from '@tubesphere/shared/contract/sphere-staff';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, buttonClass } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { Compass, Lock } from '../../../components/icons.ts';
import { Link } from '../../../components/link.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { toast } from '../../../components/toast-store.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { useCreateSphere } from '../api/create-sphere.ts';
import { useCanCreateSphere } from '../api/get-spheres.ts';
import styles from './create-sphere-page.module.css';

const t = ko.sphereStaff.create;
const NAME_MAX = 30;

/** /spheres/new: 스피어 만들기, for members whose 등급 allows it (and admins); the creator becomes its owner. */
export function CreateSpherePage() {
  useDocumentTitle(t.title);
  const user = useCurrentUser();
  const allowed = useCanCreateSphere(user?.user_id ?? null);

  let body: ReactNode;
  if (!user) {
    body = (
      <EmptyState
        icon={Lock}
        title={t.signInTitle}
        message={t.signInMessage}
        action={
          <Link to="/login" state={{ from: '/spheres/new' }} className={buttonClass('primary')}>
            {t.signIn}
          </Link>
        }
      />
    );
  } else if (allowed.isPending) {
    body = <Spinner label={ko.spheres.loading} />;
  } else if (allowed.isError) {
    body = <ErrorPanel message={errorMessage(allowed.error) || t.checkFailed} onRetry={() => void allowed.refetch()} />;
  } else if (!allowed.data) {
    body = (
      <EmptyState
        icon={Compass}
        title={t.notAllowedTitle}
        message={t.notAllowedMessage}
        action={
          <Link to="/spheres" className={buttonClass('secondary')}>
            {t.back}
          </Link>
        }
      />
    );
  } else {
    body = <CreateSphereForm />;
  }
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t.title}</h1>
      <p className={styles.intro}>{t.intro}</p>
      {body}
    </div>
  );
}

function CreateSphereForm() {
  const navigate = useNavigate();
  const create = useCreateSphere();
  const [name, setName] = useState('');
  const [icon, setIcon] = useState('');
  const [description, setDescription] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = () => {
    if (!name.trim() || !icon.trim()) {
      setMissing(true);
      return;
    }
    create.mutate(
      { name: name.trim(), icon: icon.trim(), description: description.trim() },
      {
        onSuccess: ({ sphere }) => {
          toast.success(t.created(sphere.name));
          navigate(`/sphere/${sphere.id}`);
        },
      },
    );
  };
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <TextField
        label={t.name}
        value={name}
        onChange={(value) => {
          setName(value);
          setMissing(false);
        }}
        placeholder={t.namePlaceholder}
        max={NAME_MAX}
        invalid={missing && !name.trim()}
      />
      <TextField
        label={t.icon}
        value={icon}
        onChange={(value) => {
          setIcon(value);
          setMissing(false);
        }}
        placeholder={t.iconPlaceholder}
        max={SPHERE_ICON_MAX}
        invalid={missing && !icon.trim()}
      />
      <TextField
        label={t.description}
        value={description}
        onChange={setDescription}
        placeholder={t.descriptionPlaceholder}
        max={SPHERE_DESCRIPTION_MAX}
        multiline
      />
      {missing && (
        <p className={styles.error} role="alert">
          {t.nameRequired}
        </p>
      )}
      {create.isError && (
        <p className={styles.error} role="alert">
          {errorMessage(create.error) || t.failed}
        </p>
      )}
      <div className={styles.actions}>
        <Link to="/spheres" className={buttonClass('secondary')}>
          {ko.common.cancel}
        </Link>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? t.submitting : t.submit}
        </Button>
      </div>
    </form>
  );
}
