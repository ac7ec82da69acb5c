// The C side of BoardClient: libcurl (Debian's libcurl4-openssl-dev), the game's HTTP client for the world board
// (R120). BoardClient is the only module that imports it. curl_easy_setopt and curl_easy_getinfo are variadic,
// which Swift cannot call: the inline helpers here call them with one argument of a fixed type each.
#ifndef WORM_CCURL_SHIM_H
#define WORM_CCURL_SHIM_H

#include <stddef.h>
#include <curl/curl.h>

/// Sets a `long` option.
static inline CURLcode worm_curl_set_long(CURL *curl, CURLoption option, long value) {
    return curl_easy_setopt(curl, option, value);
}

/// Sets a string option (libcurl copies it).
static inline CURLcode worm_curl_set_string(CURL *curl, CURLoption option, const char *value) {
    return curl_easy_setopt(curl, option, value);
}

/// Sets a pointer option (a header list, a write callback's context).
static inline CURLcode worm_curl_set_pointer(CURL *curl, CURLoption option, void *value) {
    return curl_easy_setopt(curl, option, value);
}

/// The callback that receives an answer's body.
typedef size_t (*worm_curl_write_callback)(char *data, size_t size, size_t count, void *context);

/// Sets the write callback.
static inline CURLcode worm_curl_set_writer(CURL *curl, worm_curl_write_callback callback) {
    return curl_easy_setopt(curl, CURLOPT_WRITEFUNCTION, callback);
}

/// The request's POST body: `size` bytes at `data`, copied by libcurl.
static inline CURLcode worm_curl_set_body(CURL *curl, const char *data, long size) {
    CURLcode code = curl_easy_setopt(curl, CURLOPT_POSTFIELDSIZE, size);
    return code != CURLE_OK ? code : curl_easy_setopt(curl, CURLOPT_COPYPOSTFIELDS, data);
}

/// The answer's HTTP status, or 0.
static inline long worm_curl_status(CURL *curl) {
    long status = 0;
    if (curl_easy_getinfo(curl, CURLINFO_RESPONSE_CODE, &status) != CURLE_OK) return 0;
    return status;
}

#endif
