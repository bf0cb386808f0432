import { z } from "zod";

export const ToastSchema = z.object({
  id: z.string(),
  kind: z.enum(["success", "error", "info", "warning"]).default("info"),
  title: z.string().optional(),
  message: z.string(),
});

export type Toast = z.infer<typeof ToastSchema>;
export type ToastInput = Omit<z.input<typeof ToastSchema>, "id"> & { id?: string };
