// docs/product/routes.md §7: every API answer has the shape {status, message, data?}.
export interface ApiResult<T = unknown> {
  status: boolean;
  message: string;
  data?: T;
  /** field -> message, for 400 answers */
  errors?: Record<string, string>;
}
