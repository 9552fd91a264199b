import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { MESSAGES } from '@d320b/contract';
import LoginPage from './pages/login-page';
import { MOBILE_MESSAGE, OTP_MESSAGE, cleanMobileInput } from './validation';

const fetchMock = vi.fn<typeof fetch>();

function ok(body: object) {
  return new Response(JSON.stringify({ status: true, message: 'OK', ...body }), { status: 200 });
}

function renderLogin() {
  return render(
    <MemoryRouter initialEntries={['/login']}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/" element={<p>Home screen</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const mobileInput = () => screen.getByLabelText('Mobile Number') as HTMLInputElement;
const otpInput = () => screen.getByLabelText('Enter OTP') as HTMLInputElement;

describe('login screen', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });

  it('uses the contract messages', () => {
    expect(MOBILE_MESSAGE).toBe(MESSAGES.mobile);
    expect(OTP_MESSAGE).toBe(MESSAGES.otp);
  });

  it('shows the title, district title and a disabled Send OTP', () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();
    expect(screen.getByText('Lions Dist - 320B')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Send OTP' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps digits only, max 10, and validates the length', () => {
    renderLogin();
    fireEvent.change(mobileInput(), { target: { value: '98a76' } });
    expect(mobileInput().value).toBe('9876');
    expect(screen.getByText('Please enter a valid 10-digit mobile number.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Send OTP' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(mobileInput(), { target: { value: '98765432109' } });
    expect(mobileInput().value).toBe('9876543210');
    expect(screen.queryByText('Please enter a valid 10-digit mobile number.')).toBeNull();
    expect((screen.getByRole('button', { name: 'Send OTP' }) as HTMLButtonElement).disabled).toBe(false);

    fireEvent.change(mobileInput(), { target: { value: '' } });
    expect(screen.queryByText('Please enter a valid 10-digit mobile number.')).toBeNull();
  });

  it('keeps the number when +91 is autofilled', () => {
    expect(cleanMobileInput('+91 98765 43210')).toBe('9876543210');
    expect(cleanMobileInput('098765 43210')).toBe('9876543210');
  });

  it('goes to the OTP step after the code is sent, stores the mobile and masks it', async () => {
    fetchMock.mockResolvedValue(ok({ nonce: 'd'.repeat(43) }));
    renderLogin();
    fireEvent.change(mobileInput(), { target: { value: '9876543210' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify OTP' })).toBeTruthy();
    expect(localStorage.getItem('mobileNumber')).toBe('9876543210');
    expect(localStorage.getItem('otpNonce')).toBe('d'.repeat(43));
    expect(screen.getByText('******3210')).toBeTruthy();
    expect(screen.getByText(/Code sent to/)).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ mobile: '9876543210' });
  });

  it('validates the OTP and enables Verify only at 6 digits', () => {
    localStorage.setItem('mobileNumber', '9876543210');
    renderLogin();
    const verify = () => screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement;
    expect(verify().disabled).toBe(true);
    expect(screen.queryByText('Please enter a valid 6-digit OTP.')).toBeNull();
    fireEvent.change(otpInput(), { target: { value: '12a3' } });
    expect(otpInput().value).toBe('123');
    expect(screen.getByText('Please enter a valid 6-digit OTP.')).toBeTruthy();
    expect(verify().disabled).toBe(true);
    fireEvent.change(otpInput(), { target: { value: '1234567' } });
    expect(otpInput().value).toBe('123456');
    expect(screen.queryByText('Please enter a valid 6-digit OTP.')).toBeNull();
    expect(verify().disabled).toBe(false);
  });

  it('opens on the OTP step when a mobile number is stored, and Back returns to the phone step', () => {
    localStorage.setItem('mobileNumber', '9876543210');
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Verify OTP' })).toBeTruthy();
    expect(screen.getByRole('button', { name: "Didn't receive? Resend OTP" })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to phone number' }));
    expect(screen.getByRole('heading', { name: 'Login' })).toBeTruthy();
    expect(localStorage.getItem('mobileNumber')).toBeNull();
    expect(mobileInput().value).toBe('9876543210');
  });

  it('stores token and user after verification and goes to /', async () => {
    localStorage.setItem('mobileNumber', '9876543210');
    localStorage.setItem('otpNonce', 'n'.repeat(43));
    const user = { memId: 1, memName: 'Asha' };
    fetchMock.mockResolvedValue(ok({ token: 'tok', user }));
    renderLogin();
    fireEvent.change(otpInput(), { target: { value: '123456' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    });
    expect(await screen.findByText('Home screen')).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ phone: '9876543210', otp: '123456', nonce: 'n'.repeat(43) });
    expect(localStorage.getItem('otpNonce')).toBeNull();
    expect(localStorage.getItem('token')).toBe('tok');
    expect(JSON.parse(localStorage.getItem('userData')!)).toEqual(user);
  });

  it('stays on the phone step when the number is not registered', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ status: false, message: 'This mobile number is not registered.' }), { status: 404 }));
    renderLogin();
    fireEvent.change(mobileInput(), { target: { value: '9876543210' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    });
    expect(screen.getByRole('heading', { name: 'Login' })).toBeTruthy();
    expect(localStorage.getItem('mobileNumber')).toBeNull();
  });
});
