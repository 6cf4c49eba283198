import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { formValuesOf, pictureKeysOf } from './profile-form';
import { PERFORMER_FORM_RULES } from './profile-form-rules';
import { ProfileFormSections } from './profile-form-sections';

describe('the profile form sections', () => {
  afterEach(cleanup);

  // Rendering a whole form in jsdom takes seconds on a busy machine: nothing here is about time.
  const LATER = { timeout: 20_000 };

  it('render the names at once, then the rest of the first section and the later ones, one group after each paint (issue 37)', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ProfileFormSections
          rules={PERFORMER_FORM_RULES}
          values={formValuesOf(null)}
          set={() => undefined}
          required={new Set()}
          unionChoices={[]}
          keys={pictureKeysOf(null)}
          chosen={{}}
          progress={{}}
          onChoose={() => undefined}
        />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { name: 'About you' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /first name/i })).toBeTruthy();
    expect(screen.queryByLabelText(/date of birth/i)).toBeNull();
    expect(screen.queryByRole('textbox', { name: /emergency contact phone/i })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Pictures' })).toBeNull();
    expect(await screen.findByLabelText(/date of birth/i, {}, LATER)).toBeTruthy();
    expect(await screen.findByRole('textbox', { name: /emergency contact phone/i }, LATER)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Pictures' }, LATER)).toBeTruthy();
    expect(await screen.findByRole('spinbutton', { name: /inseam/i }, LATER)).toBeTruthy();
  }, 30_000);
});
