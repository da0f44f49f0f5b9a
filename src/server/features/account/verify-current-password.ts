/** The part of Better Auth's endpoint context this check needs (kept structural: Better Auth's own type is internal). */
type PasswordContext = {
  context: {
    internalAdapter: { findCredentialAccount: (userId: string) => Promise<{ password?: string | null } | null> };
    password: { verify: (input: { hash: string; password: string }) => Promise<boolean> };
  };
};

/** Whether `password` is the user's current password, checked with Better Auth's own hasher. */
export async function isCurrentPassword(ctx: PasswordContext, userId: string, password: unknown): Promise<boolean> {
  if (typeof password !== "string" || password === "") return false;
  const account = await ctx.context.internalAdapter.findCredentialAccount(userId);
  if (!account?.password) return false;
  return ctx.context.password.verify({ hash: account.password, password });
}
