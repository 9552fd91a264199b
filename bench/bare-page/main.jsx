/**
 * The Lighthouse bench's baseline (bench/lighthouse.mjs): the least a React 19 page with one
 * mobile-number form costs a phone, built with the same Vite as the app. Kept deliberately bare:
 * no router, no data layer, no stylesheet framework.
 */
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

const box = { maxWidth: 360, margin: '15vh auto 0', padding: 24, fontFamily: 'system-ui, sans-serif' };
const input = { display: 'block', width: '100%', boxSizing: 'border-box', fontSize: 18, padding: 12, margin: '8px 0 16px' };
const button = { width: '100%', fontSize: 18, padding: 12, background: '#00338d', color: '#fff', border: 0, borderRadius: 6 };

function MobileForm() {
  const [mobile, setMobile] = useState('');
  const [sent, setSent] = useState(false);
  const valid = /^\d{10}$/.test(mobile);
  return (
    <main style={box}>
      <h1 style={{ fontSize: 24 }}>Sign in</h1>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) setSent(true);
        }}
      >
        <label htmlFor="mobile">Mobile number</label>
        <input
          id="mobile"
          style={input}
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          value={mobile}
          onChange={(e) => setMobile(e.target.value.replace(/\D/g, ''))}
        />
        <button type="submit" style={button} disabled={!valid}>
          Send code
        </button>
        {sent && <p role="status">Code sent to {mobile}</p>}
      </form>
    </main>
  );
}

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <MobileForm />
  </StrictMode>,
);
