import { Link } from 'react-router';

export function Footer() {
  return (
    <footer className="footer">
      <p>Copyright © 2025 K-lama</p>
      <Link to="/about">About Us</Link>
    </footer>
  );
}
