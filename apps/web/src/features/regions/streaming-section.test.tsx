/** Streaming entries on the details page lead to the service (issue 23, item 17). */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { json, renderWithProviders, stubApi } from '../../test/render';
import { StreamingSection } from './StreamingSection';

describe('StreamingSection entries', () => {
  it("link to the service's own search for the show where we know one, and stay a plain entry where we do not", async () => {
    stubApi(({ url }) =>
      url.startsWith('/api/provider/show/7')
        ? json({
            id: 7,
            region: 'US',
            availableRegions: ['US'],
            results: [
              { id: 8, name: 'Netflix', logo_path: null, display_priority: 1, type: 'flatrate', link: null },
              { id: 4242, name: 'Some Service', logo_path: null, display_priority: 9, type: 'flatrate', link: null },
            ],
          })
        : json({ region: 'US', results: [] }),
    );
    renderWithProviders(<StreamingSection showId={7} title="Crash Landing on You" />);
    const watch = await screen.findByRole('link', { name: 'Find on Netflix: Crash Landing on You (opens a new tab)' });
    expect(watch).toHaveAttribute('href', 'https://www.netflix.com/search?q=Crash%20Landing%20on%20You');
    expect(watch).toHaveAttribute('target', '_blank');
    expect(watch).toHaveAttribute('rel', 'noopener noreferrer');
    // the entry still opens the service's page here
    expect(screen.getByRole('link', { name: 'Netflix' })).toHaveAttribute('href', expect.stringMatching(/^\/provider\//));
    expect(screen.getByRole('link', { name: 'Some Service' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Some Service \(opens/ })).toBeNull();
  });
});
