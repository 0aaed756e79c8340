import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $payment, confirmPendingPayment, PAYMENT_REDIRECT_MS, selectInstallersPath } from '../../stores/payment';
import { go } from '../app/navigation';
import { ButtonLink } from '../ui/Button';
import { Spinner } from '../ui/Spinner';

/** The /payment-success island: processing, success (redirects after 2 s) or error. */
export default function PaymentSuccess() {
  const state = useStore($payment);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    void confirmPendingPayment(window.location.search).then((s) => {
      if (s.status === 'success') timer = setTimeout(() => go(selectInstallersPath(s.requestId)), PAYMENT_REDIRECT_MS);
    });
    return () => clearTimeout(timer);
  }, []);

  return (
    <div className="flex min-h-[60vh] items-center justify-center bg-slate-50 px-4 py-12">
      <div className="w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        {state.status === 'processing' && (
          <>
            <div className="flex justify-center text-brand-600">
              <Spinner size="lg" label="Confirming your payment" />
            </div>
            <h1 className="mt-6 text-2xl font-bold text-ink">Confirming your payment...</h1>
            <p className="mt-2 text-sm text-muted">This only takes a moment. Please keep this page open.</p>
          </>
        )}
        {state.status === 'success' && (
          <>
            <div aria-hidden="true" className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <svg viewBox="0 0 24 24" className="h-7 w-7" fill="none" stroke="currentColor" strokeWidth="2.5">
                <path d="M5 13l4 4L19 7" />
              </svg>
            </div>
            <h1 className="mt-6 text-2xl font-bold text-ink">Payment Successful!</h1>
            <p role="status" className="mt-2 text-sm text-muted">
              Thank you. Taking you to choose your installers...
            </p>
            <ButtonLink href="/dashboard" variant="secondary" className="mt-6">
              Go to Dashboard
            </ButtonLink>
          </>
        )}
        {state.status === 'error' && (
          <>
            <h1 className="text-2xl font-bold text-ink">Payment Confirmation Issue</h1>
            <div role="alert" className="mt-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-left text-sm text-amber-900">
              {state.message}
            </div>
            <p className="mt-4 text-sm text-muted">If you were charged, your payment is safe: contact us and we'll sort it out.</p>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <ButtonLink href="/dashboard" variant="secondary">
                Dashboard
              </ButtonLink>
              <ButtonLink href="/contact">Contact Support</ButtonLink>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
