import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Avatar } from './Avatar';

describe('Avatar', () => {
  it('shows the photo at its size, and the initials when it fails to load', () => {
    const { container } = render(<Avatar path="/lee.jpg" name="Lee Jung-jae" size={72} />);
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://image.tmdb.org/t/p/w92/lee.jpg');
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('LJ');
  });
  it('shows the fallback it is given (a logo’s name) when the logo fails to load', () => {
    const { container } = render(
      <Avatar path="/netflix.png" name="Netflix" size={40} square fallback={<span data-testid="name">Netflix</span>} />,
    );
    expect(screen.queryByTestId('name')).not.toBeInTheDocument();
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('name')).toHaveTextContent('Netflix');
  });
  it('draws nothing in place of a failed logo whose name is shown beside it', () => {
    const { container } = render(<Avatar path="/viki.png" name="Rakuten Viki" size={36} square fallback={null} />);
    fireEvent.error(container.querySelector('img')!);
    expect(container).toBeEmptyDOMElement();
  });
});
