import { Suspense } from 'react';
import { expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { useTranslation } from '../../i18n/react';
import { adminNamespace } from '../../i18n/messages/en/admin';
import { AdminMessages } from './admin-messages';

function ConsoleTitle() {
  const { t } = useTranslation(adminNamespace);
  return <h1>{t('title')}</h1>;
}

const renderConsole = () =>
  renderWithProviders(
    <Suspense fallback={<p>loading</p>}>
      <AdminMessages>
        <ConsoleTitle />
      </AdminMessages>
    </Suspense>,
  );

it('shows the console in English at once (its English comes with its screens)', () => {
  renderConsole();
  expect(screen.getByRole('heading')).toHaveTextContent('Admin');
});
