#include "fetcher.h"

#include "version.h"

#include <QHostAddress>
#include <QNetworkAccessManager>
#include <QNetworkProxyFactory>
#include <QNetworkReply>
#include <QNetworkRequest>

using namespace Qt::StringLiterals;

namespace gp::fetch {

bool urlAllowed(const QUrl& url)
{
    if (!url.isValid() || url.host().isEmpty())
        return false;
    if (url.scheme() == u"https"_s)
        return true;
    if (url.scheme() != u"http"_s)
        return false;
    const QString host = url.host();
    return host == u"localhost"_s || QHostAddress(host).isLoopback();
}

namespace {

// Tabs and line breaks would split a line of the protocol.
QString oneField(QString text)
{
    text.replace(u'\t', u' ').replace(u'\n', u' ').replace(u'\r', u' ');
    return text.isEmpty() ? u"-"_s : text;
}

} // namespace

Fetcher::Fetcher(QList<Job> jobs, Limits limits, QTextStream& out, QObject* parent)
    : QObject(parent), m_jobs(std::move(jobs)), m_limits(limits), m_out(out)
{
    m_running.resize(std::size_t(m_jobs.size()));
    m_deadline.setSingleShot(true);
    connect(&m_deadline, &QTimer::timeout, this, [this] {
        for (int i = 0; i < int(m_running.size()); ++i) {
            if (!m_running[std::size_t(i)].ended)
                fail(i, u"timeout"_s,
                     u"the update took longer than %1 s"_s.arg(m_limits.totalTimeoutMs / 1000));
        }
    });
}

Fetcher::~Fetcher() = default;

void Fetcher::emitLine(const QString& line)
{
    m_out << line << '\n';
    m_out.flush();
}

namespace {
constexpr int MaxRedirects = 10; // followed on the same origin; more is a loop
}

void Fetcher::start()
{
    // The system's proxy settings (http_proxy, https_proxy, no_proxy), as a browser would use them.
    QNetworkProxyFactory::setUseSystemConfiguration(true);
    m_network = new QNetworkAccessManager(this);
    // Redirects are followed here, on the same origin only (scheme, host and port: onRedirected), so a mirror
    // on this machine cannot send a download to another host, nor https to http. Qt 6.4's own following
    // (UserVerifiedRedirectPolicy) ends a chain of two or more redirects with a bare status 100.
    m_network->setRedirectPolicy(QNetworkRequest::ManualRedirectPolicy);
    m_deadline.start(m_limits.totalTimeoutMs);
    for (int i = 0; i < m_jobs.size(); ++i) {
        Running& r = m_running[std::size_t(i)];
        const Job& job = m_jobs[i];
        if (!urlAllowed(job.url)) {
            r.ended = true;
            m_anyFailed = true;
            emitLine(u"failed\t%1\turl\tonly https:// (or http:// to this machine) is used: %2"_s.arg(i).arg(
                oneField(job.url.toDisplayString())));
            continue;
        }
        r.file = std::make_unique<QFile>(job.target);
        if (!r.file->open(QIODevice::WriteOnly | QIODevice::Truncate)) {
            r.ended = true;
            m_anyFailed = true;
            emitLine(u"failed\t%1\twrite\t%2: %3"_s.arg(i).arg(oneField(job.target),
                                                               oneField(r.file->errorString())));
            continue;
        }
        request(i, job.url);
    }
    checkAllEnded();
}

void Fetcher::request(int i, const QUrl& url)
{
    Running& r = m_running[std::size_t(i)];
    r.current = url;
    QNetworkRequest request(url);
    request.setTransferTimeout(m_limits.idleTimeoutMs);
    request.setHeader(QNetworkRequest::UserAgentHeader, QByteArray("gpu-planner/" GP_VERSION));
    request.setAttribute(QNetworkRequest::CacheLoadControlAttribute, QNetworkRequest::AlwaysNetwork);
    r.reply = m_network->get(request);
    QNetworkReply* reply = r.reply;
    // A reply that was left for a redirect's request says nothing more.
    const auto live = [this, i, reply] { return m_running[std::size_t(i)].reply == reply; };
    connect(reply, &QNetworkReply::metaDataChanged, this, [this, i, live] {
        if (live())
            onMetaData(i);
    });
    connect(reply, &QNetworkReply::readyRead, this, [this, i, live] {
        if (live())
            onReadyRead(i);
    });
    connect(reply, &QNetworkReply::finished, this, [this, i, live, reply] {
        if (live())
            onFinished(i);
        else
            reply->deleteLater();
    });
}

void Fetcher::onRedirected(int i, const QUrl& to)
{
    Running& r = m_running[std::size_t(i)];
    if (r.ended)
        return;
    if (++r.redirects > MaxRedirects) {
        fail(i, u"redirect"_s, u"more than %1 redirects (a redirect loop?)"_s.arg(MaxRedirects));
        return;
    }
    const QUrl from = m_jobs[i].url;
    const QUrl target = r.current.resolved(to);
    // A URL that comes round again is a loop, said at once rather than after ten requests.
    if (r.visited.isEmpty())
        r.visited << from;
    if (r.visited.contains(target)) {
        fail(i, u"redirect"_s,
             u"a redirect loop: %1 redirects back to %2"_s.arg(r.current.toDisplayString(),
                                                               target.toDisplayString()));
        return;
    }
    r.visited << target;
    const auto port = [](const QUrl& u) { return u.port(u.scheme() == u"https"_s ? 443 : 80); };
    if (target.scheme() != from.scheme() || target.host().compare(from.host(), Qt::CaseInsensitive) != 0 ||
        port(target) != port(from)) {
        fail(i, u"redirect"_s,
             u"redirected to %1, another origin than %2 (only redirects on the same scheme, host and port "
             u"are followed)"_s.arg(target.toDisplayString(),
                                    from.adjusted(QUrl::RemovePath | QUrl::RemoveQuery).toDisplayString()));
        return;
    }
    // What the redirect's body held is not the file: it starts again empty.
    r.received = 0;
    r.expected = -1;
    r.lastReported = 0;
    if (!r.file->resize(0) || !r.file->seek(0)) {
        fail(i, u"write"_s, u"%1: %2"_s.arg(m_jobs[i].target, r.file->errorString()));
        return;
    }
    QNetworkReply* old = r.reply;
    request(i, target);
    old->deleteLater();
}

void Fetcher::onMetaData(int i)
{
    Running& r = m_running[std::size_t(i)];
    if (r.ended)
        return;
    const QVariant length = r.reply->header(QNetworkRequest::ContentLengthHeader);
    r.expected = length.isValid() ? length.toLongLong() : -1;
    const int status = r.reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (status >= 300 && status < 400)
        return; // a redirect being followed
    if (r.expected > m_limits.maxBytes) {
        fail(i, u"too-large"_s,
             u"%1 bytes, more than the limit of %2"_s.arg(r.expected).arg(m_limits.maxBytes));
        return;
    }
    emitLine(u"start\t%1\t%2"_s.arg(i).arg(r.expected));
}

void Fetcher::onReadyRead(int i)
{
    Running& r = m_running[std::size_t(i)];
    if (r.ended)
        return;
    const QByteArray chunk = r.reply->readAll();
    r.received += chunk.size();
    if (r.received > m_limits.maxBytes) {
        fail(i, u"too-large"_s, u"more than the limit of %1 bytes"_s.arg(m_limits.maxBytes));
        return;
    }
    if (r.file->write(chunk) != chunk.size()) {
        fail(i, u"write"_s, u"%1: %2"_s.arg(m_jobs[i].target, r.file->errorString()));
        return;
    }
    // A line per 256 KiB or per 200 ms, whichever comes first.
    if (r.received - r.lastReported >= 256 * 1024 || !r.sinceReport.isValid() ||
        r.sinceReport.elapsed() >= 200) {
        r.lastReported = r.received;
        r.sinceReport.start();
        emitLine(u"progress\t%1\t%2\t%3"_s.arg(i).arg(r.received).arg(r.expected));
    }
}

void Fetcher::onFinished(int i)
{
    Running& r = m_running[std::size_t(i)];
    r.reply->deleteLater();
    if (r.ended)
        return;
    const int status = r.reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const QByteArray location = r.reply->rawHeader("Location");
    if (status >= 300 && status < 400 && status != 304 && !location.isEmpty() &&
        r.reply->error() == QNetworkReply::NoError) {
        const QUrl to = QUrl::fromEncoded(location);
        if (const QString scheme = r.current.resolved(to).scheme();
            scheme == u"http"_s || scheme == u"https"_s) {
            onRedirected(i, to);
            return;
        }
    }
    onReadyRead(i);
    if (r.ended)
        return;
    r.ended = true;
    QString code;
    QString detail;
    const bool decompressionFailed =
        r.reply->errorString().startsWith(u"Decompression failed"_s); // Qt's words; no error code of its own
    if (decompressionFailed) {
        // Qt's guard against archive bombs (far more bytes unpacked than sent) or broken compressed data.
        code = u"decompress"_s;
        detail = u"%1 bytes of compressed data that unpack to far more, or not at all (a decompression bomb "
                 u"or a damaged stream); Qt says: %2"_s.arg(r.expected)
                     .arg(r.reply->errorString());
    } else if (status >= 300 && status < 400) {
        // A redirect that is not followed (another scheme such as file://, no Location): said as such.
        code = u"redirect"_s;
        detail = u"a redirect (%1 %2) to %3 that is not followed (only http and https on the same origin "
                 u"are)"_s.arg(status)
                     .arg(r.reply->attribute(QNetworkRequest::HttpReasonPhraseAttribute).toString(),
                          location.isEmpty() ? u"nowhere"_s : QString::fromUtf8(location));
    } else if (r.reply->error() == QNetworkReply::OperationCanceledError ||
               r.reply->error() == QNetworkReply::TimeoutError) {
        code = u"timeout"_s;
        detail = u"no data for %1 s"_s.arg(m_limits.idleTimeoutMs / 1000.0);
    } else if (status != 0 && status != 200) {
        code = u"http"_s;
        detail = u"%1 %2"_s.arg(status).arg(
            r.reply->attribute(QNetworkRequest::HttpReasonPhraseAttribute).toString());
    } else if (r.expected >= 0 && r.received != r.expected) {
        // Qt says "Connection closed" (RemoteHostClosedError) for a body cut short; the count says more.
        code = u"truncated"_s;
        detail = u"%1 of %2 bytes"_s.arg(r.received).arg(r.expected);
    } else if (const QNetworkReply::NetworkError e = r.reply->error();
               e == QNetworkReply::HostNotFoundError || e == QNetworkReply::NetworkSessionFailedError ||
               e == QNetworkReply::TemporaryNetworkFailureError) {
        // No name server answers, or the system has no network: every other download would wait or fail the
        // same way, so they are stopped (below) and the update says it once.
        code = u"offline"_s;
        detail = r.current.host();
    } else if (r.reply->error() != QNetworkReply::NoError) {
        code = u"network"_s;
        detail = r.reply->errorString();
    } else if (!r.file->flush() || r.file->error() != QFileDevice::NoError) {
        code = u"write"_s;
        detail = u"%1: %2"_s.arg(m_jobs[i].target, r.file->errorString());
    }
    r.file->close();
    if (!code.isEmpty()) {
        m_anyFailed = true;
        emitLine(u"failed\t%1\t%2\t%3"_s.arg(i).arg(code, oneField(detail)));
        if (code == u"offline"_s) {
            for (int j = 0; j < int(m_running.size()); ++j)
                stop(j, u"stopped"_s, u"no network connection"_s);
        }
    } else {
        const QDateTime modified = r.reply->header(QNetworkRequest::LastModifiedHeader).toDateTime();
        emitLine(u"done\t%1\t%2\t%3"_s.arg(i)
                     .arg(r.received)
                     .arg(modified.isValid() ? modified.toUTC().toString(Qt::ISODate) : u"-"_s));
    }
    checkAllEnded();
}

void Fetcher::fail(int i, const QString& code, const QString& detail)
{
    if (m_running[std::size_t(i)].ended)
        return;
    stop(i, code, detail);
    checkAllEnded();
}

void Fetcher::stop(int i, const QString& code, const QString& detail)
{
    Running& r = m_running[std::size_t(i)];
    if (r.ended)
        return;
    r.ended = true;
    m_anyFailed = true;
    emitLine(u"failed\t%1\t%2\t%3"_s.arg(i).arg(code, oneField(detail)));
    if (r.file)
        r.file->close();
    if (r.reply)
        r.reply->abort();
}

void Fetcher::checkAllEnded()
{
    for (const Running& r : m_running) {
        if (!r.ended)
            return;
    }
    m_deadline.stop();
    // Queued: fail() may run inside a reply's signal.
    QMetaObject::invokeMethod(
        this, [this] { Q_EMIT finished(!m_anyFailed); }, Qt::QueuedConnection);
}

} // namespace gp::fetch
