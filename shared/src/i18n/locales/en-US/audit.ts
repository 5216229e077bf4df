import { contentEn } from './content.js';

/** The sentence each content write reads as, for one kind of content (its name in lower case). */
function contentActions(name: string) {
  return {
    create: `Created a ${name}`,
    update: `Edited a ${name}`,
    status: `Changed the status of a ${name}`,
    delete: `Deleted a ${name}`,
    bulkStatus: `Changed the status of ${name}s in bulk`,
  };
}

const resourceNames = contentEn.content.resources;
/**
 * Each content resource's writes (`content.resources.<key>`), from its name: a new resource needs
 * no sentences of its own. Areas with more verbs, or other ones, are written out below.
 */
const contentAreas = Object.fromEntries(
  (Object.keys(resourceNames) as (keyof typeof resourceNames)[]).map((key) => [
    key,
    contentActions(resourceNames[key].toLowerCase()),
  ]),
) as Record<keyof typeof resourceNames, ReturnType<typeof contentActions>>;

/**
 * English (en-US) sentences of the audit-log action codes (`<area>.<verb>`), read with
 * `audit.actions.<area>.<verb>`; a code without one shows as it is.
 */
export const auditEn = {
  audit: {
    actions: {
      ...contentAreas,
      auth: { signIn: 'Signed in', signOut: 'Signed out' },
      account: {
        changePassword: 'Changed the sign-in password',
        revokeSession: 'Signed out a session',
        revokeOtherSessions: 'Signed out the other sessions',
        updateProfile: 'Edited the profile',
        updateSecurity: 'Changed a security setting',
        withdrawCertification: 'Withdrew a certification request',
        createApiToken: 'Created an API token',
        revokeApiToken: 'Revoked an API token',
        enableTwoFactor: 'Turned on two-factor sign-in',
        disableTwoFactor: 'Turned off two-factor sign-in',
      },
      collection: {
        ...contentAreas.collection,
        addItem: 'Added an item to a collection',
        removeItem: 'Removed an item from a collection',
        reorder: 'Reordered the items of a collection',
      },
      channel: { create: 'Created a channel' },
      member: {
        reissueCoins: 'Re-issued coins to a member',
        reissueVip: 'Re-issued VIP days to a member',
        patchCoin: 'Adjusted the coins of a member',
        patchVip: 'Adjusted the VIP days of a member',
      },
      monitorNote: { post: 'Posted a monitoring note', star: 'Starred a monitoring note' },
      set: { status: 'Changed the status of a set' },
      upload: { create: 'Uploaded a file' },
      approval: {
        request: 'Asked for an approval',
        approve: 'Approved a request',
        reject: 'Rejected a request',
        expire: 'A request expired undecided',
      },
      reissueJob: {
        create: 'Started a re-issue job',
        queue: 'Queued a re-issue job',
        cancel: 'Cancelled a re-issue job',
        finish: 'A re-issue job finished',
      },
      checkin: { record: 'Recorded a missed sign-in' },
      invite: { record: 'Recorded an invite' },
      automation: { set: 'Changed an automation switch' },
      media: { paramsChange: 'Changed the media encoding parameters' },
      policy: { set: 'Changed the re-issue limits' },
    },
  },
};
