const REGISTER_PATH = '/pages/home/register';

/**
 * Where to go after logging in: the `redirect` query (a page of this app, never another site and
 * never the login page itself), else null for "the page the parent came from".
 */
export const loginRedirectTarget = (redirect: string | null): string | null => {
  if (!redirect || !/^\/pages\/[\w/-]+(\?.*)?$/.test(redirect)) return null;
  return redirect.split('?', 1)[0] === REGISTER_PATH ? null : redirect;
};
