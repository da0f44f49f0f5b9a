import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { AVATAR_MAX_BYTES, DeleteDataSchema } from "../../../shared/schemas/account.ts";
import type { AppDeps } from "../../app-deps.ts";
import { ownWrite } from "../../core/write/write-context.ts";
import { AppError } from "../../errors.ts";
import { requireUser, type SessionEnv } from "../../http/session.ts";
import { validate } from "../../http/validate.ts";
import { deleteUserData, findAvatar, removeAvatar, saveAvatar } from "./account.service.ts";
import {
  documentedDeleteAvatar,
  documentedDeleteData,
  documentedGetAvatar,
  documentedPutAvatar,
} from "./account-docs.ts";
import { normalizeAvatar } from "./avatar-image.ts";

/** Multipart overhead on top of the picture itself. */
const UPLOAD_SLACK_BYTES = 64 * 1024;

export function accountRoutes({ database, auth }: AppDeps) {
  const db = database.db;
  return new Hono<SessionEnv>()
    .use(requireUser(auth))
    .post("/delete-data", documentedDeleteData, validate("json", DeleteDataSchema), async (c) => {
      const deleted = await deleteUserData(db, ownWrite(c.var.user.id));
      return c.json({ deleted });
    })
    .get("/avatar", documentedGetAvatar, async (c) => {
      const avatar = await findAvatar({ db, userId: c.var.user.id });
      if (!avatar) throw new AppError("not_found", 404, "No profile picture.");
      c.header("Content-Type", avatar.content_type);
      c.header("Cache-Control", "private, max-age=31536000, immutable");
      return c.body(new Uint8Array(avatar.data));
    })
    .put(
      "/avatar",
      documentedPutAvatar,
      bodyLimit({
        maxSize: AVATAR_MAX_BYTES + UPLOAD_SLACK_BYTES,
        onError: () => {
          throw new AppError("image_too_large", 413, "The picture is larger than 2 MB.");
        },
      }),
      async (c) => {
        const form = await c.req.formData().catch(() => null);
        const file = form?.get("file");
        if (!(file instanceof File)) {
          throw new AppError("validation_failed", 400, "Send the picture as the form field 'file'.", [
            { field: "file", message: "validation.required" },
          ]);
        }
        const avatar = await normalizeAvatar(new Uint8Array(await file.arrayBuffer()));
        return c.json(await saveAvatar(db, ownWrite(c.var.user.id), avatar));
      },
    )
    .delete("/avatar", documentedDeleteAvatar, async (c) => {
      await removeAvatar(db, ownWrite(c.var.user.id));
      return c.json({ image: null });
    });
}
