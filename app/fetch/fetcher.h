#pragma once

#include <QDateTime>
#include <QElapsedTimer>
#include <QFile>
#include <QList>
#include <QObject>
#include <QString>
#include <QTextStream>
#include <QTimer>
#include <QUrl>

#include <memory>
#include <vector>

class QNetworkAccessManager;
class QNetworkReply;

namespace gp::fetch {

// What one download is to do: a URL to a file.
struct Job
{
    QUrl url;
    QString target;
};

struct Limits
{
    int idleTimeoutMs = 30'000;   // no byte for this long ends a download
    int totalTimeoutMs = 600'000; // the whole run
    qint64 maxBytes = 64LL << 20; // per file
};

// Only https, or http to this machine (a local mirror).
bool urlAllowed(const QUrl& url);

// Downloads every job at once and writes one line per event on `out` (docs/price-update.md, "The fetch
// program"): `start I TOTAL`, `progress I RECEIVED TOTAL`, `done I BYTES LAST_MODIFIED`, `failed I CODE
// DETAIL`. Emits finished(allDone) when every job has ended.
class Fetcher : public QObject
{
    Q_OBJECT

public:
    Fetcher(QList<Job> jobs, Limits limits, QTextStream& out, QObject* parent = nullptr);
    ~Fetcher() override;
    void start();

Q_SIGNALS:
    void finished(bool allDone);

private:
    struct Running
    {
        QNetworkReply* reply = nullptr;
        std::unique_ptr<QFile> file;
        qint64 received = 0;
        qint64 expected = -1;
        qint64 lastReported = 0;
        QElapsedTimer sinceReport;
        bool ended = false;
        int redirects = 0;   // followed so far
        QList<QUrl> visited; // the URL asked for and each redirect's target: one seen again is a loop
        QUrl current;        // the URL of the request in flight
        QString failure;     // code + detail, set before an abort
    };

    // Sends job i's request to `url` (the job's URL, or a redirect's target) with every limit set.
    void request(int i, const QUrl& url);
    // Follows a redirect to `to` when it stays on the origin and is no loop; otherwise fails the job.
    void onRedirected(int i, const QUrl& to);
    void onMetaData(int i);
    void onReadyRead(int i);
    void onFinished(int i);
    void fail(int i, const QString& code, const QString& detail);
    // fail() without the check whether every download has ended (the caller makes it once).
    void stop(int i, const QString& code, const QString& detail);
    void emitLine(const QString& line);
    void checkAllEnded();

    QList<Job> m_jobs;
    Limits m_limits;
    QTextStream& m_out;
    QNetworkAccessManager* m_network = nullptr;
    std::vector<Running> m_running;
    QTimer m_deadline;
    bool m_anyFailed = false;
};

} // namespace gp::fetch
