#pragma once

// A small HTTP/1.1 server on 127.0.0.1 for the price-update tests, in a thread of its own so that a test may
// block (QProcess::waitForFinished) while it answers. Each path has a behaviour: a file, a 404, a body that
// stops early, one that stalls, an endless one.

#include <QByteArray>
#include <QFile>
#include <QHash>
#include <QMutex>
#include <QMutexLocker>
#include <QPointer>
#include <QSslCertificate>
#include <QSslConfiguration>
#include <QSslKey>
#include <QSslServer>
#include <QTcpServer>
#include <QTcpSocket>
#include <QThread>
#include <QTimer>

#include <atomic>

class LocalHttpServer
{
public:
    struct Route
    {
        enum class Kind
        {
            Body,      // 200 with `body` and its Content-Length
            NotFound,  // 404
            Truncated, // Content-Length of `body`, half of it sent, then the connection closed
            Stall,     // headers and the first bytes of `body`, then nothing (the connection stays open)
            Endless,   // 200 without a length, bytes until the client goes away
            Redirect,  // 302 Found to `body` (a URL or a path)
            Deflated,  // 200 with `body` as sent, said to be "Content-Encoding: deflate" (zlib data)
        };
        Route() = default;
        Route(Kind k, QByteArray b, QByteArray modified = {})
            : kind(k), body(std::move(b)), lastModified(std::move(modified))
        {}
        Kind kind = Kind::Body;
        QByteArray body;
        QByteArray lastModified; // sent as Last-Modified when not empty
    };

    // `tlsCertificate`/`tlsKey`: PEM files; then the server speaks https with them.
    explicit LocalHttpServer(const QString& tlsCertificate = {}, const QString& tlsKey = {})
    {
        m_thread.start();
        if (tlsCertificate.isEmpty()) {
            m_server = new QTcpServer;
        } else {
            auto* tls = new QSslServer;
            QSslConfiguration config = QSslConfiguration::defaultConfiguration();
            QFile cert(tlsCertificate);
            QFile key(tlsKey);
            if (!cert.open(QIODevice::ReadOnly) || !key.open(QIODevice::ReadOnly))
                qFatal("cannot read the test certificate");
            config.setLocalCertificate(QSslCertificate(cert.readAll()));
            config.setPrivateKey(QSslKey(key.readAll(), QSsl::Rsa));
            tls->setSslConfiguration(config);
            m_server = tls;
        }
        m_server->moveToThread(&m_thread);
        QMetaObject::invokeMethod(
            m_server,
            [this] {
                QObject::connect(m_server, &QTcpServer::newConnection, m_server, [this] { accept(); });
                if (!m_server->listen(QHostAddress::LocalHost, 0))
                    qFatal("cannot listen on 127.0.0.1");
                m_port = m_server->serverPort();
            },
            Qt::BlockingQueuedConnection);
    }

    ~LocalHttpServer()
    {
        QMetaObject::invokeMethod(
            m_server, [this] { delete m_server; }, Qt::BlockingQueuedConnection);
        m_thread.quit();
        m_thread.wait();
    }

    void route(const QByteArray& path, Route r)
    {
        QMutexLocker lock(&m_mutex);
        m_routes.insert(path, std::move(r));
    }

    QString url(const QString& path) const
    {
        return QStringLiteral("%1://127.0.0.1:%2%3")
            .arg(qobject_cast<QSslServer*>(m_server) ? QStringLiteral("https") : QStringLiteral("http"))
            .arg(m_port)
            .arg(path);
    }
    int requests() const { return m_requests; }

private:
    void accept()
    {
        while (QTcpSocket* s = m_server->nextPendingConnection()) {
            auto* buffer = new QByteArray;
            QObject::connect(s, &QTcpSocket::disconnected, s, [s, buffer] {
                delete buffer;
                s->deleteLater();
            });
            QObject::connect(s, &QTcpSocket::readyRead, s, [this, s, buffer] {
                buffer->append(s->readAll());
                const qsizetype end = buffer->indexOf("\r\n\r\n");
                if (end < 0)
                    return;
                const QList<QByteArray> first = buffer->left(buffer->indexOf("\r\n")).split(' ');
                buffer->clear();
                answer(s, first.value(1));
            });
        }
    }

    void answer(QTcpSocket* s, const QByteArray& path)
    {
        ++m_requests;
        Route r;
        {
            QMutexLocker lock(&m_mutex);
            r = m_routes.value(path, Route{Route::Kind::NotFound, {}});
        }
        const auto head = [&](const char* status, qint64 length) {
            QByteArray h = QByteArray("HTTP/1.1 ") + status + "\r\nContent-Type: text/csv\r\n";
            if (length >= 0)
                h += "Content-Length: " + QByteArray::number(length) + "\r\n";
            if (!r.lastModified.isEmpty())
                h += "Last-Modified: " + r.lastModified + "\r\n";
            h += "Connection: close\r\n\r\n";
            s->write(h);
        };
        switch (r.kind) {
        case Route::Kind::Body:
            head("200 OK", r.body.size());
            s->write(r.body);
            s->disconnectFromHost();
            break;
        case Route::Kind::Deflated:
            s->write(
                "HTTP/1.1 200 OK\r\nContent-Type: text/csv\r\nContent-Encoding: deflate\r\nContent-Length: " +
                QByteArray::number(r.body.size()) + "\r\nConnection: close\r\n\r\n");
            s->write(r.body);
            s->disconnectFromHost();
            break;
        case Route::Kind::Redirect:
            s->write("HTTP/1.1 302 Found\r\nLocation: " + r.body +
                     "\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
            s->disconnectFromHost();
            break;
        case Route::Kind::NotFound: {
            const QByteArray page = "<html><body>404 Not Found</body></html>";
            head("404 Not Found", page.size());
            s->write(page);
            s->disconnectFromHost();
            break;
        }
        case Route::Kind::Truncated:
            head("200 OK", r.body.size());
            s->write(r.body.left(r.body.size() / 2));
            s->flush();
            s->disconnectFromHost();
            break;
        case Route::Kind::Stall:
            head("200 OK", r.body.size());
            s->write(r.body.left(16));
            s->flush();
            break;
        case Route::Kind::Endless: {
            head("200 OK", -1);
            auto* timer = new QTimer(s);
            QObject::connect(timer, &QTimer::timeout, s, [s] {
                if (s->bytesToWrite() < (1 << 20))
                    s->write(QByteArray(64 * 1024, 'x'));
            });
            timer->start(1);
            break;
        }
        }
    }

    QThread m_thread;
    QTcpServer* m_server = nullptr;
    quint16 m_port = 0;
    QMutex m_mutex;
    QHash<QByteArray, Route> m_routes;
    std::atomic<int> m_requests{0};
};
