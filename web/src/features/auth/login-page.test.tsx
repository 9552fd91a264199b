import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
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
    // The OTP step is its own chunk, loaded with the code.
    expect(await screen.findByText('******3210')).toBeTruthy();
    expect(screen.getByText(/Code sent to/)).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ mobile: '9876543210' });
  });

  it('validates the OTP and enables Verify only at 6 digits', async () => {
    localStorage.setItem('mobileNumber', '9876543210');
    renderLogin();
    await screen.findByLabelText('Enter OTP');
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

  it('opens on the OTP step when a mobile number is stored, and Back returns to the phone step', async () => {
    localStorage.setItem('mobileNumber', '9876543210');
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Verify OTP' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: "Didn't receive? Resend OTP" })).toBeTruthy();
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
    await screen.findByLabelText('Enter OTP');
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

  it('stays on the phone step when the number is not registered, and says what to do', async () => {
    const message = 'This mobile number is not registered with the district. Please check the number. If it is right, ask your club secretary to check the number the district has for you.';
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ status: false, message, reason: 'not_registered' }), { status: 404 }));
    renderLogin();
    fireEvent.change(mobileInput(), { target: { value: '9876543210' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    });
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('heading', { name: 'Login' })).toBeTruthy();
    expect(localStorage.getItem('mobileNumber')).toBeNull();
  });

  async function sendOtpWith(answer: Response) {
    fetchMock.mockResolvedValueOnce(answer);
    renderLogin();
    fireEvent.change(mobileInput(), { target: { value: '9876543210' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    });
  }

  it("shows the server's gap on Resend OTP, and says where the code went", async () => {
    await sendOtpWith(ok({ nonce: 'd'.repeat(43), channel: 'sms', resendAfterSeconds: 45, whatsapp: true }));
    const resend = await screen.findByRole('button', { name: /Resend OTP in 4[45] s/ });
    expect((resend as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/Code sent to/).textContent).toBe('Code sent to ******3210 by SMS');
    // WhatsApp is offered only once the gap has passed.
    expect(screen.queryByRole('button', { name: 'Send the code on WhatsApp' })).toBeNull();
  });

  it('offers the code on WhatsApp once the gap has passed, and then says it went there', async () => {
    await sendOtpWith(ok({ nonce: 'd'.repeat(43), channel: 'sms', resendAfterSeconds: 0, whatsapp: true }));
    const offer = await screen.findByRole('button', { name: 'Send the code on WhatsApp' });
    fetchMock.mockResolvedValueOnce(ok({ nonce: 'w'.repeat(43), channel: 'whatsapp', resendAfterSeconds: 60, whatsapp: true }));
    await act(async () => {
      fireEvent.click(offer);
    });
    await waitFor(() => expect(screen.getByText(/Code sent to/).textContent).toBe('Code sent to ******3210 on WhatsApp'));
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1]?.body))).toEqual({ mobile: '9876543210', channel: 'whatsapp' });
    expect(localStorage.getItem('otpNonce')).toBe('w'.repeat(43));
  });

  it('does not offer WhatsApp where the district has none', async () => {
    await sendOtpWith(ok({ nonce: 'd'.repeat(43), channel: 'sms', resendAfterSeconds: 0, whatsapp: false }));
    await screen.findByRole('button', { name: "Didn't receive? Resend OTP" });
    expect(screen.queryByRole('button', { name: 'Send the code on WhatsApp' })).toBeNull();
  });

  it('says a long wait in words and keeps Resend pressable, never a button disabled for an hour', async () => {
    await sendOtpWith(ok({ nonce: 'd'.repeat(43), channel: 'sms', resendAfterSeconds: 51 * 60, whatsapp: true }));
    expect(await screen.findByText(/A new code can be sent in 51 minutes\. Meanwhile, enter the latest code you received\./)).toBeTruthy();
    expect(screen.getByText(/ask your club secretary to check your number/)).toBeTruthy();
    const resend = screen.getByRole('button', { name: "Didn't receive? Resend OTP" }) as HTMLButtonElement;
    expect(resend.disabled).toBe(false);
  });

  it("keeps a refusal on the screen in the server's words, and Send OTP pressable", async () => {
    const message = 'Too many numbers that are not registered have been tried from this network … Switch to mobile data to try now, or wait.';
    await sendOtpWith(
      new Response(JSON.stringify({ status: false, message, retryAfterSeconds: 3600, reason: 'network_probing' }), { status: 429 }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect((screen.getByRole('button', { name: 'Send OTP' }) as HTMLButtonElement).disabled).toBe(false);
  });

  describe('WebOTP', () => {
    let request: { options: CredentialRequestOptions & { otp?: { transport: string[] } }; resolve: (c: unknown) => void } | null = null;
    beforeEach(() => {
      request = null;
      vi.stubGlobal('OTPCredential', function OTPCredential() {});
      Object.defineProperty(navigator, 'credentials', {
        configurable: true,
        value: {
          get: (options: CredentialRequestOptions) =>
            new Promise((resolve) => {
              request = { options, resolve };
            }),
        },
      });
    });
    afterEach(() => {
      vi.unstubAllGlobals();
      Reflect.deleteProperty(navigator, 'credentials');
    });

    it('asks the browser for the SMS code, fills it in and signs in', async () => {
      localStorage.setItem('mobileNumber', '9876543210');
      localStorage.setItem('otpNonce', 'n'.repeat(43));
      renderLogin();
      expect(request!.options.otp).toEqual({ transport: ['sms'] });
      expect(otpInput().getAttribute('autocomplete')).toBe('one-time-code');
      fetchMock.mockResolvedValue(ok({ token: 'tok', user: { memId: 1 } }));
      await act(async () => {
        request!.resolve({ type: 'otp', code: '654321' });
      });
      expect(await screen.findByText('Home screen')).toBeTruthy();
      expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ phone: '9876543210', otp: '654321', nonce: 'n'.repeat(43) });
    });

    it('stops listening when the member leaves the code screen', async () => {
      localStorage.setItem('mobileNumber', '9876543210');
      renderLogin();
      const signal = request!.options.signal!;
      expect(signal.aborted).toBe(false);
      fireEvent.click(screen.getByRole('button', { name: 'Back to phone number' }));
      expect(signal.aborted).toBe(true);
    });
  });
});
