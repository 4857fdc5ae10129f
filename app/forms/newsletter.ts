import * as z from "zod/mini";
import { emailField } from "./fields";

export const newsletterSchema = z.object({ email: emailField });
