import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useIsExample, useLocalePath } from '../hooks/page-context.ts';
import { useCustomer } from './customer.ts';
import { localRedirectTarget } from '../../../domain/customer/safe-redirect.ts';

/**
 * Where to go once signed in: the URL's local `redirect`, else the profile. A visitor
 * who turns out to be signed in already (the page was opened from another site, so
 * the server saw no cookies) is sent on at once, unless a form is mid-submit or the form
 * is an example on the block catalogue.
 */
export function useSignInRedirect() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const localePath = useLocalePath();
  const { data: customer } = useCustomer();
  const submitting = useRef(false);
  const example = useIsExample();
  const target = localRedirectTarget(params.get('redirect')) ?? localePath('/my-account/profile/');

  useEffect(() => {
    if (customer && !submitting.current && !example) void navigate(target, { replace: true });
  }, [customer, navigate, target, example]);

  return { target, submitting, goOn: () => navigate(target) };
}
