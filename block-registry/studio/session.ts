import { useEffect, useState } from 'react';
import { loginUrl, type Staff, studioCall } from './api.ts';

/**
 * The signed-in staff member, or undefined while asking. A visitor without a staff session is
 * sent to the sign-in page (the server refuses them too; this spares them a page of errors).
 */
export function useStaff(active = true): Staff | undefined {
  const [staff, setStaff] = useState<Staff>();
  useEffect(() => {
    if (!active) return;
    let live = true;
    void studioCall<{ staff: Staff }>('/session').then((answer) => {
      if (!live) return;
      if (answer.ok && answer.body.staff) setStaff(answer.body.staff);
      else if (answer.status === 401 || answer.status === 403) window.location.assign(loginUrl(window.location.pathname + window.location.search));
    });
    return () => {
      live = false;
    };
  }, [active]);
  return staff;
}

export async function signOut(): Promise<void> {
  await studioCall('/session', { method: 'DELETE' });
  window.location.assign('/studio/login/');
}
