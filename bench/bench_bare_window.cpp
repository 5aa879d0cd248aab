// A bare Qt Widgets window that says "painted" on stdout after its first paint and quits: the baseline for
// GPU Planner's start-up time.
#include <QApplication>
#include <QLabel>
#include <QMainWindow>

#include <cstdio>

namespace {
class Window : public QMainWindow
{
protected:
    void paintEvent(QPaintEvent* e) override
    {
        QMainWindow::paintEvent(e);
        if (m_done)
            return;
        m_done = true;
        std::fputs("painted\n", stdout);
        std::fflush(stdout);
        QMetaObject::invokeMethod(qApp, &QCoreApplication::quit, Qt::QueuedConnection);
    }

private:
    bool m_done = false;
};
} // namespace

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    QApplication::setStyle(QStringLiteral("Fusion"));
    Window w;
    w.setCentralWidget(new QLabel(QStringLiteral("bare window"), &w));
    w.resize(1440, 900);
    w.show();
    return QApplication::exec();
}
