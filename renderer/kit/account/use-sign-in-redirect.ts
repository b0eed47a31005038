import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useLocalePath } from '../hooks/page-context.ts';
import { useCustomer } from './customer.ts';
import { localRedirectTarget } from '../../../domain/customer/safe-redirect.ts';

/**
 * Where to go once signed in: the URL's local `redirect`, else the profile. A visitor
 * who turns out to be signed in already (the page was opened from another site, so
 * the server saw no cookies) is sent on at once, unless a form is mid-submit.
 */
export function useSignInRedirect() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const localePath = useLocalePath();
  const { data: customer } = useCustomer();
  const submitting = useRef(false);
  const target = localRedirectTarget(params.get('redirect')) ?? localePath('/my-account/profile/');

  useEffect(() => {
    if (customer && !submitting.current) void navigate(target, { replace: true });
  }, [customer, navigate, target]);

  return { target, submitting, goOn: () => navigate(target) };
}
