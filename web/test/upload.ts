/** What a form posted to the upload route. */
export interface PostedUpload {
  url: string;
  fields: Record<string, string>;
}

/**
 * The upload route as a browser's XMLHttpRequest meets it, for `vi.stubGlobal('XMLHttpRequest', ...)`: what is
 * posted is kept in `posted`, `answer` is what the route answers, and `deliver` says how an upload ends (by
 * default: half its bytes reported, then done).
 */
export function fakeUploadRoute() {
  const route = {
    posted: [] as PostedUpload[],
    answer: { code: 200, msg: '' } as object,
    deliver: (xhr: FakeXhr) =>
      queueMicrotask(() => {
        xhr.reportHalf();
        xhr.onload?.();
      }),
  };

  class FakeXhr {
    status = 200;
    upload: { onprogress?: (event: ProgressEvent) => void } = {};
    onload?: () => void;
    onerror?: () => void;
    onabort?: () => void;
    private url = '';
    get responseText() {
      return JSON.stringify(route.answer);
    }
    open(_method: string, url: string) {
      this.url = url;
    }
    abort() {
      this.onabort?.();
    }
    send(form: FormData) {
      const fields: Record<string, string> = {};
      form.forEach((value, name) => {
        if (typeof value === 'string') fields[name] = value;
      });
      route.posted.push({ url: this.url, fields });
      route.deliver(this);
    }
    reportHalf() {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
    }
  }

  return { route, FakeXhr };
}
export type FakeUploadXhr = InstanceType<ReturnType<typeof fakeUploadRoute>['FakeXhr']>;
