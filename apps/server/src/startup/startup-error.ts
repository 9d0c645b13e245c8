/**
 * A fault the operator can fix before the server can start (a port in use, a folder it cannot
 * write, an unknown host name): main.ts prints `message` as one line and exits with status 1.
 * The message names the problem and the fix; the stack only matters with LOG_LEVEL=debug.
 */
export class StartupError extends Error {
  override readonly name = 'StartupError';
}

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;

/** Listening failed: the same wording whether the pre-flight check or Fastify's listen found it. */
export function listenError(error: unknown, host: string, port: number): StartupError | null {
  switch (codeOf(error)) {
    case 'EADDRINUSE':
      return new StartupError(
        `포트 ${port}을(를) 이미 다른 프로그램이 쓰고 있습니다 (${host}:${port}). 그 프로그램을 끄거나 PORT를 다른 번호로 설정하세요.`,
      );
    case 'EACCES':
      return new StartupError(
        `포트 ${port}에서 기다릴 권한이 없습니다 (1024 미만은 관리자 권한이 필요합니다). PORT를 1024 이상으로 설정하세요.`,
      );
    case 'EADDRNOTAVAIL':
      return new StartupError(
        `HOST ${host}은(는) 이 컴퓨터의 주소가 아닙니다. HOST를 127.0.0.1(이 컴퓨터만) 또는 0.0.0.0(모든 네트워크)으로 설정하세요.`,
      );
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_FAIL':
      return unknownHost(host);
    default:
      return null;
  }
}

export const unknownHost = (host: string) =>
  new StartupError(
    `HOST ${host}의 주소를 찾을 수 없습니다. HOST를 127.0.0.1(이 컴퓨터만), 0.0.0.0(모든 네트워크) 또는 이 컴퓨터의 이름으로 설정하세요.`,
  );

/** A folder the server must write to (DATA_DIR, UPLOAD_DIR) refused a file. */
export function notWritable(variable: string, dir: string, error: unknown): StartupError {
  const code = codeOf(error) ?? 'error';
  return new StartupError(
    `${variable} 폴더 ${dir}에 쓸 수 없습니다 (${code}). 이 사용자에게 쓰기 권한을 주거나 ${variable}를 쓸 수 있는 폴더로 설정하세요.`,
  );
}

/** UPLOAD_STORAGE=s3 and the bucket refused a test file or did not answer. */
export function bucketUnusable(s3: { endpoint: string | null; bucket: string }, error: unknown): StartupError {
  const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const where = s3.endpoint ?? 'Amazon S3';
  return new StartupError(
    `S3 버킷 ${s3.bucket}(${where})에 파일을 쓸 수 없습니다 (${reason}). S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY와 버킷이 있는지 확인하세요.`,
  );
}

/** PostgreSQL did not answer at start (the server keeps running through later outages). */
export function databaseUnreachable(error: unknown): StartupError | null {
  const code = codeOf(error);
  if (!code || !['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', '28P01', '3D000', '28000'].includes(code)) {
    return null;
  }
  const reason = error instanceof Error ? error.message : code;
  return new StartupError(
    `PostgreSQL에 연결할 수 없습니다 (${reason}). 데이터베이스가 실행 중인지, DATABASE_URL의 주소·계정·데이터베이스 이름이 맞는지 확인하세요.`,
  );
}
